import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { StaffLoginForm } from '../../features/auth/components/StaffLoginForm.tsx';

export default function AdminLoginPage() {
  return (
    <AuthCard title="Acceso de administrador" intro="Ingresa al panel de estadísticas y administración.">
      <StaffLoginForm role="admin" />
    </AuthCard>
  );
}
