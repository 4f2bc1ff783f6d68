import { EmbeddedPage } from '../../components/EmbeddedPage.tsx';

export default function JourneyPage() {
  return <EmbeddedPage embed="journey" />;
}
