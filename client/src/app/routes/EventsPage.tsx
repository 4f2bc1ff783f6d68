import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function EventsPage() {
  return (
    <PlaceholderPage
      title="Eventos"
      description="Sigue la cuenta regresiva para el anuncio del diseño ganador y mira el evento en vivo."
    />
  );
}
