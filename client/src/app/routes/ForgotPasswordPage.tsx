import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Olvidé mi contraseña"
      description="Escribe tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña."
    />
  );
}
