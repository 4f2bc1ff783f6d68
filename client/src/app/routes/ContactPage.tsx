import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ContactPage() {
  return (
    <PlaceholderPage
      title="Contacto"
      description="¿Tienes dudas sobre el concurso? Escríbenos y te responderemos lo antes posible."
    />
  );
}
