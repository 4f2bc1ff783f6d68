import { useSearch } from 'wouter';
import { messages } from '../../../../events/schemas/messages.ts';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { StaffPasswordForm } from '../../features/auth/components/StaffPasswordForm.tsx';
import type { StaffRole } from '../../lib/session.ts';

const isStaffRole = (value: string | null): value is StaffRole => value === 'admin' || value === 'moderator';

export default function StaffPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const mode = query.get('mode') === 'reset' ? 'reset' : 'add';
  const token = query.get('token');
  const role = query.get('type');

  return (
    <AuthCard
      title={mode === 'add' ? 'Agregar contraseña' : 'Restablecer contraseña'}
      intro={
        mode === 'add'
          ? 'Completa tu nombre y elige una contraseña para activar tu cuenta.'
          : 'Elige una contraseña nueva.'
      }
    >
      {token && isStaffRole(role) ? (
        <StaffPasswordForm key={`${mode}-${role}`} mode={mode} role={role} token={token} />
      ) : (
        <p className="form-error" role="alert">
          {token ? messages.validation.typeRequired : messages.validation.tokenRequired}
        </p>
      )}
    </AuthCard>
  );
}
