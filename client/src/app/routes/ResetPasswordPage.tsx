import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title="Restablecer contraseña"
      description="Elige una nueva contraseña para tu cuenta."
    />
  );
}
