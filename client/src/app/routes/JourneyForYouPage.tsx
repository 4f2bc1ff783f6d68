import { EmbeddedPage } from '../../components/EmbeddedPage.tsx';

export default function JourneyForYouPage() {
  return <EmbeddedPage embed="journeyForYou" />;
}
