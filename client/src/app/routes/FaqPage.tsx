import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function FaqPage() {
  return (
    <PlaceholderPage
      title="Preguntas frecuentes"
      description="Muy pronto encontrarás aquí las respuestas a las preguntas más comunes sobre el concurso."
    />
  );
}
