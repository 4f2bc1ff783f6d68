import { useSnapshot } from 'valtio';
import { Configurator } from '../../features/studio/components/Configurator.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { session } from '../../lib/session.ts';

export default function ConfiguratorPage() {
  usePageTitle('Configurador');
  const { user } = useSnapshot(session);
  // The route guard only renders this page for a logged-in user.
  if (!user) return null;
  return (
    <section className="page page-wide configurator-page">
      <p className="eyebrow">Paso 1</p>
      <h1>Diseña tu sedán con IA</h1>
      <p className="lead">
        Describe tu idea, genera texturas con IA y aplícalas a todo el auto o parte por parte. Gira el auto para verlo
        desde todos los ángulos.
      </p>
      <Configurator userId={user._id} tourDone={user.onboardingTour === true} />
    </section>
  );
}
