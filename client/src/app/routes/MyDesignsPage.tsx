import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function MyDesignsPage() {
  return (
    <PlaceholderPage
      title="Tus diseños"
      description="Guarda hasta tres diseños en tu biblioteca y envía uno a la galería."
    />
  );
}
