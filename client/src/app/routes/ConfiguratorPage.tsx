import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ConfiguratorPage() {
  return (
    <PlaceholderPage
      title="Configurador"
      description="Paso 1: describe tu idea, genera texturas con IA y aplícalas a todo el auto o a cada panel."
    />
  );
}
