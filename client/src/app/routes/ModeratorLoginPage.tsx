import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { StaffLoginForm } from '../../features/auth/components/StaffLoginForm.tsx';

export default function ModeratorLoginPage() {
  return (
    <AuthCard title="Acceso de moderador" intro="Ingresa para revisar los diseños enviados a la galería.">
      <StaffLoginForm role="moderator" />
    </AuthCard>
  );
}
