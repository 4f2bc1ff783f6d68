import { useState } from 'react';
import { VoterSignInProvider } from '../../features/auth/components/VoterSignInProvider.tsx';
import { AllEntries } from '../../features/gallery/components/AllEntries.tsx';
import { GalleryHero } from '../../features/gallery/components/GalleryHero.tsx';
import { TopRanked } from '../../features/gallery/components/TopRanked.tsx';
import { VotingProvider } from '../../features/gallery/components/VotingProvider.tsx';
import { ShareDialog, type ShareTarget } from '../../features/sharing/components/ShareDialog.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export default function VotePage() {
  usePageTitle('Vota por el mejor');
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  return (
    <VoterSignInProvider>
      <VotingProvider>
        <GalleryHero
          eyebrow="#TuDeterminasTuDiseño"
          title="Vota por el mejor"
          lead="Elige tu diseño favorito y dale tu voto. Solo necesitas tu correo electrónico."
        />
        <div className="gallery-band">
          <div className="gallery-page">
            <TopRanked onShare={setSharing} />
          </div>
        </div>
        <div className="gallery-page">
          <AllEntries title="Elige tu favorito" onShare={setSharing} />
        </div>
        {sharing && <ShareDialog design={sharing} onClose={() => setSharing(null)} />}
      </VotingProvider>
    </VoterSignInProvider>
  );
}
