import { ContentDocumentView } from '../../components/ContentDocumentView.tsx';
import { termsDocument } from '../../content/terms.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';

export default function TermsPage() {
  const { schedule, configured, loaded } = useContestSchedule();
  const note =
    loaded && !configured ? (
      <p className="doc-note" role="note">
        Fechas de referencia del calendario original; las fechas vigentes se publicarán en cuanto el organizador las
        confirme.
      </p>
    ) : null;
  return <ContentDocumentView document={termsDocument(schedule)} note={note} />;
}
