import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function VlogPage() {
  return (
    <PlaceholderPage
      title="Vlog de la marca"
      description="Mira los videos y las historias más recientes de la marca."
    />
  );
}
