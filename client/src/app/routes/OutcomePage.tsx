import { OutcomePanel } from '../../features/outcome/components/OutcomePanel.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export default function OutcomePage() {
  usePageTitle('Resultado del concurso');
  return (
    <div className="page">
      <h1>Resultado del concurso</h1>
      <p>Finalistas del voto público, votos del jurado experto y confirmación del ganador.</p>
      <OutcomePanel />
    </div>
  );
}
