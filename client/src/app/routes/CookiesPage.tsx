import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function CookiesPage() {
  return (
    <PlaceholderPage
      title="Política de cookies"
      description="Conoce qué cookies usa este sitio y cómo puedes administrarlas."
    />
  );
}
