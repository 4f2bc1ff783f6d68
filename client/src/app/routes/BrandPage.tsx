import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function BrandPage() {
  return (
    <PlaceholderPage
      title="La marca en México"
      description="Descubre la historia de la marca en México y toda su línea de vehículos."
    />
  );
}
