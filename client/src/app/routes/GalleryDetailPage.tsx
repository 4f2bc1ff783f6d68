import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function GalleryDetailPage() {
  return (
    <PlaceholderPage
      title="Detalles del diseño"
      description="Consulta el diseño, quién lo creó y cuántos votos ha recibido."
    />
  );
}
