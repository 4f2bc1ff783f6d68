import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { SignUpForm } from '../../features/auth/components/SignUpForm.tsx';

export default function SignUpPage() {
  return (
    <AuthCard title="Registro" intro="Crea tu cuenta para diseñar con IA y participar en el concurso." wide>
      <SignUpForm />
    </AuthCard>
  );
}
