import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function AdminLoginPage() {
  return (
    <PlaceholderPage
      title="Acceso de administradores"
      description="Ingresa con tu correo electrónico y tu contraseña de administrador."
    />
  );
}
