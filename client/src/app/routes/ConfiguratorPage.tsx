import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths.ts';
import { VoterSignInProvider } from '../../features/auth/components/VoterSignInProvider.tsx';
import { ShareDialog, type ShareTarget } from '../../features/sharing/components/ShareDialog.tsx';
import { Configurator } from '../../features/studio/components/Configurator.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { session } from '../../lib/session.ts';

export default function ConfiguratorPage() {
  usePageTitle('Configurador');
  const { user } = useSnapshot(session);
  const [, navigate] = useLocation();
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  // The route guard only renders this page for a logged-in user.
  if (!user) return null;
  return (
    <VoterSignInProvider>
      <section className="page page-wide configurator-page">
        <p className="eyebrow">Paso 1</p>
        <h1>Diseña tu sedán con IA</h1>
        <p className="lead">
          Describe tu idea, genera texturas con IA y aplícalas a todo el auto o parte por parte. Gira el auto para verlo
          desde todos los ángulos.
        </p>
        <Configurator
          userId={user._id}
          tourDone={user.onboardingTour === true}
          onSaved={(design) => setSharing({ ...design, videoThumbnail: null })}
        />
      </section>
      {/* SPEC §2: the saved design can be shared from here; closing goes on to the library. */}
      {sharing && (
        <ShareDialog
          design={sharing}
          description="Tu diseño ya está en tu biblioteca. Compártelo e invita a tus amigos a votar por él."
          onClose={() => navigate(paths.myDesigns)}
        />
      )}
    </VoterSignInProvider>
  );
}
