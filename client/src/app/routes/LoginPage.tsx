import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';

export default function LoginPage() {
  return (
    <AuthCard
      title="Iniciar sesión"
      intro="Ingresa con tu correo electrónico y tu contraseña para continuar con tu diseño."
    >
      <LoginForm />
    </AuthCard>
  );
}
