import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function VotePage() {
  return <PlaceholderPage title="Vota por el mejor" description="Elige tu diseño favorito y dale tu voto." />;
}
