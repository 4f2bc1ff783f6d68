import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function LegalPage() {
  return <PlaceholderPage title="Aviso legal" description="Consulta la información legal del sitio y del concurso." />;
}
