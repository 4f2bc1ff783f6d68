import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function TermsPage() {
  return (
    <PlaceholderPage
      title="Términos y condiciones"
      description="Consulta las bases para participar en el concurso: requisitos, etapas, premio y uso de imagen."
    />
  );
}
