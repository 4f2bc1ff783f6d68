import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function SignUpPage() {
  return (
    <PlaceholderPage
      title="Registro"
      description="Crea tu cuenta para participar en el concurso y guardar hasta tres diseños."
    />
  );
}
