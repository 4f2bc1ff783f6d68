import { Toaster } from 'sonner';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
      <Toaster position="top-center" richColors closeButton containerAriaLabel="Notificaciones" />
    </ErrorBoundary>
  );
}
