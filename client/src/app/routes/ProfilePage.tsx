import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ProfilePage() {
  return (
    <PlaceholderPage
      title="Mi perfil"
      description="Administra tu información personal, tus diseños y la configuración de tu cuenta."
    />
  );
}
