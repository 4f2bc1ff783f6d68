import { EmbeddedPage } from '../../components/EmbeddedPage.tsx';

export default function PromotionsPage() {
  return <EmbeddedPage embed="promotions" />;
}
