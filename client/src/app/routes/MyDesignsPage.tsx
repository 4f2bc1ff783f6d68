import { useSnapshot } from 'valtio';
import { DesignLibrary } from '../../features/library/components/DesignLibrary.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { session } from '../../lib/session.ts';

export default function MyDesignsPage() {
  usePageTitle('Tus diseños');
  const { user } = useSnapshot(session);
  // The route guard only renders this page for a logged-in user.
  if (!user) return null;
  return (
    <section className="page my-designs-page">
      <p className="eyebrow">Paso 2</p>
      <h1>Tus diseños</h1>
      <p className="lead">Guarda hasta tres diseños y envía tu favorito a la galería. Solo puedes enviar uno.</p>
      <DesignLibrary userId={user._id} />
    </section>
  );
}
