import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm.tsx';

export default function AdminForgotPasswordPage() {
  return (
    <AuthCard
      title="Recuperar contraseña de administrador"
      intro="Te enviaremos un enlace para restablecer tu contraseña."
    >
      <ForgotPasswordForm kind="admin" />
    </AuthCard>
  );
}
