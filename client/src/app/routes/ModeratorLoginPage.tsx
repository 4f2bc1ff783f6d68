import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ModeratorLoginPage() {
  return (
    <PlaceholderPage
      title="Acceso de moderadores"
      description="Ingresa con tu correo electrónico y tu contraseña de moderador."
    />
  );
}
