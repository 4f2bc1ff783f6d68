import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function LoginPage() {
  return (
    <PlaceholderPage
      title="Iniciar sesión"
      description="Ingresa con tu correo electrónico y tu contraseña para continuar con tu diseño."
    />
  );
}
