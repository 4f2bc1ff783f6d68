import { EmbeddedPage } from '../../components/EmbeddedPage.tsx';

export default function NewsPage() {
  return <EmbeddedPage embed="news" />;
}
