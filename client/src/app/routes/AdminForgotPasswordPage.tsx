import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function AdminForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Recuperar contraseña de administrador"
      description="Escribe tu correo electrónico de administrador y te enviaremos un enlace para restablecer tu contraseña."
    />
  );
}
