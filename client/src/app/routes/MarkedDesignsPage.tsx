import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function MarkedDesignsPage() {
  return (
    <PlaceholderPage
      title="Diseños marcados"
      description="Revisa los diseños enviados: apruébalos, recházalos o pide que se vuelvan a intentar."
    />
  );
}
