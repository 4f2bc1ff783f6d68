import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function PrivacyPage() {
  return (
    <PlaceholderPage
      title="Aviso de privacidad"
      description="Conoce cómo tratamos y protegemos tus datos personales."
    />
  );
}
