import { ContentDocumentView } from '../../components/ContentDocumentView.tsx';
import { privacyDocument } from '../../content/privacy.ts';

export default function PrivacyPage() {
  return <ContentDocumentView document={privacyDocument} />;
}
