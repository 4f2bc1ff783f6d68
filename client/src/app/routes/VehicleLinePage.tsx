import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function VehicleLinePage() {
  return (
    <PlaceholderPage
      title="Línea de vehículos"
      description="Conoce los modelos de la línea de vehículos de la marca."
    />
  );
}
