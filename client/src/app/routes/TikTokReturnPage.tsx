import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function TikTokReturnPage() {
  return (
    <PlaceholderPage
      title="Compartir en TikTok"
      description="Estamos conectando tu cuenta de TikTok para publicar tu diseño."
    />
  );
}
