import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { VoterSignInProvider } from '../../features/auth/components/VoterSignInProvider.tsx';
import { AllEntries } from '../../features/gallery/components/AllEntries.tsx';
import { GalleryHero } from '../../features/gallery/components/GalleryHero.tsx';
import { LatestEntries } from '../../features/gallery/components/LatestEntries.tsx';
import { TopRanked } from '../../features/gallery/components/TopRanked.tsx';
import { VotingProvider } from '../../features/gallery/components/VotingProvider.tsx';
import { DesignLibrary } from '../../features/library/components/DesignLibrary.tsx';
import { ShareDialog, type ShareTarget } from '../../features/sharing/components/ShareDialog.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { isUserLoggedIn, session } from '../../lib/session.ts';

export default function GalleryPage() {
  usePageTitle('Galería');
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const state = useSnapshot(session);
  return (
    <VoterSignInProvider>
      <VotingProvider>
        <GalleryHero
          eyebrow="Paso 3 · Galería"
          title="Vota por el diseño que merece ganar"
          lead="Cada like es un punto. Los 5 diseños con más votos pasan al jurado de expertos que elegirá al ganador de un sedán compacto híbrido 2025."
        />
        <div className="gallery-page">
          {isUserLoggedIn(state) && state.user && (
            // SPEC §2: the library is also embedded in the gallery page for a signed-in user.
            <section className="gallery-library" aria-labelledby="galeria-tus-disenos">
              <h2 id="galeria-tus-disenos">Tus diseños</h2>
              <DesignLibrary userId={state.user._id} />
            </section>
          )}
          <LatestEntries count={12} onShare={setSharing} />
        </div>
        <div className="gallery-band">
          <div className="gallery-page">
            <TopRanked onShare={setSharing} />
          </div>
        </div>
        <div className="gallery-page">
          <AllEntries onShare={setSharing} />
        </div>
        {sharing && <ShareDialog design={sharing} onClose={() => setSharing(null)} />}
      </VotingProvider>
    </VoterSignInProvider>
  );
}
