import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { SignUpForm } from '../../features/auth/components/SignUpForm.tsx';
import { LandingTour } from '../../features/landing/components/LandingTour.tsx';

export default function SignUpPage() {
  return (
    <AuthCard title="Registro" intro="Crea tu cuenta para diseñar con IA y participar en el concurso." wide>
      <div data-tour="registro">
        <SignUpForm />
      </div>
      {/* With the landing tour under way, this page shows its second step (SPEC §4). */}
      <LandingTour step={1} />
    </AuthCard>
  );
}
