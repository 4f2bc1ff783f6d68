import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function AdminStatisticsPage() {
  return (
    <PlaceholderPage
      title="Estadísticas"
      description="Consulta la actividad de los usuarios, los votos diarios y la clasificación del concurso."
    />
  );
}
