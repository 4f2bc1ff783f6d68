import { EmbeddedPage } from '../../components/EmbeddedPage.tsx';

export default function BlogPage() {
  return <EmbeddedPage embed="blog" />;
}
