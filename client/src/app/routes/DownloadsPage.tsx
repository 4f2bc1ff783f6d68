import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function DownloadsPage() {
  return <PlaceholderPage title="Descargas" description="Descarga fondos de pantalla y materiales del concurso." />;
}
