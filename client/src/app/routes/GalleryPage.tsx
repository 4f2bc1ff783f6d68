import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { VoterSignInProvider } from '../../features/auth/components/VoterSignInProvider.tsx';
import { AllEntries } from '../../features/gallery/components/AllEntries.tsx';
import { GalleryHero } from '../../features/gallery/components/GalleryHero.tsx';
import { LatestEntries } from '../../features/gallery/components/LatestEntries.tsx';
import { TopRanked } from '../../features/gallery/components/TopRanked.tsx';
import { VotingProvider } from '../../features/gallery/components/VotingProvider.tsx';
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
          {isUserLoggedIn(state) && (
            // SLOT (#16, studio): the /tus-disenos library component is embedded here for a signed-in
            // user (SPEC §2 "My designs … also embedded in the gallery page"); until it lands, a link.
            <section className="gallery-library-slot" data-slot="library" aria-label="Tus diseños">
              <p>Tus diseños: guarda hasta 3 y envía uno a la galería.</p>
              <Link href={paths.myDesigns} className="button button-outline">
                Ver tus diseños
              </Link>
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
