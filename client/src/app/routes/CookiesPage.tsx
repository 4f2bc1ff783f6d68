import { ContentDocumentView } from '../../components/ContentDocumentView.tsx';
import { cookiesDocument } from '../../content/cookies.ts';

export default function CookiesPage() {
  return <ContentDocumentView document={cookiesDocument} />;
}
