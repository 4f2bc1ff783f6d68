import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function StaffPasswordPage() {
  return (
    <PlaceholderPage
      title="Establecer contraseña"
      description="Crea o restablece la contraseña de tu cuenta de administración o moderación."
    />
  );
}
