import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ModeratorForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Recuperar contraseña de moderador"
      description="Escribe tu correo electrónico de moderador y te enviaremos un enlace para restablecer tu contraseña."
    />
  );
}
