import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ComingSoonPage() {
  return (
    <PlaceholderPage
      title="Muy pronto"
      description="El concurso está por comenzar. Muy pronto podrás crear tu diseño con inteligencia artificial y compartirlo."
    />
  );
}
