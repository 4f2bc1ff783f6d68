import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="¿Olvidaste tu contraseña?"
      intro="Escribe tu correo electrónico y te enviaremos un enlace para restablecerla."
    >
      <ForgotPasswordForm kind="user" />
    </AuthCard>
  );
}
