import { Link, useSearch } from 'wouter';
import { messages } from '../../../../events/schemas/messages.ts';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm.tsx';

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');

  return (
    <AuthCard title="Restablecer contraseña" intro="Elige una contraseña nueva para tu cuenta.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="form">
          <p className="form-error" role="alert">
            {messages.validation.tokenRequired}
          </p>
          <Link href={paths.forgotPassword} className="text-link">
            Solicitar un enlace nuevo
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
