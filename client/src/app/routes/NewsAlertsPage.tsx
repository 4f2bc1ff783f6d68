import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function NewsAlertsPage() {
  return (
    <PlaceholderPage
      title="Alertas de noticias"
      description="Suscríbete para recibir las novedades del concurso y de la marca."
    />
  );
}
