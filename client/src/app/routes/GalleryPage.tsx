import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function GalleryPage() {
  return (
    <PlaceholderPage
      title="Galería"
      description="Explora los diseños participantes, vota por tus favoritos y compártelos en redes sociales."
    />
  );
}
