import { ContentDocumentView } from '../../components/ContentDocumentView.tsx';
import { legalDocument } from '../../content/legal.ts';

export default function LegalPage() {
  return <ContentDocumentView document={legalDocument} />;
}
