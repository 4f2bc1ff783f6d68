import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm.tsx';

export default function ModeratorForgotPasswordPage() {
  return (
    <AuthCard title="Recuperar contraseña de moderador" intro="Te enviaremos un enlace para restablecer tu contraseña.">
      <ForgotPasswordForm kind="moderator" />
    </AuthCard>
  );
}
