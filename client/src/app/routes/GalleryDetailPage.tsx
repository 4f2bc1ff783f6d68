import { useState } from 'react';
import { useParams } from 'wouter';
import { VoterSignInProvider } from '../../features/auth/components/VoterSignInProvider.tsx';
import { AllEntries } from '../../features/gallery/components/AllEntries.tsx';
import { DesignDetail } from '../../features/gallery/components/DesignDetail.tsx';
import { VotingProvider } from '../../features/gallery/components/VotingProvider.tsx';
import { ShareDialog, type ShareTarget } from '../../features/sharing/components/ShareDialog.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export default function GalleryDetailPage() {
  usePageTitle('Detalles del diseño');
  const { id = '' } = useParams<{ id: string }>();
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  return (
    <VoterSignInProvider>
      <VotingProvider>
        <div className="gallery-page gallery-detail-page">
          <DesignDetail key={id} designId={id} onShare={setSharing} />
          <AllEntries onShare={setSharing} />
        </div>
        {sharing && <ShareDialog design={sharing} onClose={() => setSharing(null)} />}
      </VotingProvider>
    </VoterSignInProvider>
  );
}
