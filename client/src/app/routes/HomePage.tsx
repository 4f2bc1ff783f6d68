import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function HomePage() {
  return (
    <PlaceholderPage
      title="Diseña tu sedán híbrido con inteligencia artificial"
      description="Crea la decoración de tu auto con IA, compártela en redes sociales y participa por un sedán híbrido nuevo."
    />
  );
}
