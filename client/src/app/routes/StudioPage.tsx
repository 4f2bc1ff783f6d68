import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function StudioPage() {
  return (
    <PlaceholderPage
      title="Estudio de IA"
      description="Mira el video tutorial y descubre cómo crear tu diseño paso a paso antes de entrar al configurador."
    />
  );
}
