import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { queryClient } from '../lib/react-query.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </QueryClientProvider>
      <Toaster position="top-center" richColors closeButton containerAriaLabel="Notificaciones" />
    </ErrorBoundary>
  );
}
