import './lib/zod-config.ts';
import 'dayjs/locale/es';
import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { contestEventQueryOptions } from './features/contest/api/get-event.ts';
import { queryClient } from './lib/react-query.ts';
import './styles/global.css';
import './styles/forms.css';
import './styles/account.css';
import './styles/site.css';

dayjs.locale('es');

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');

// Asked for before the first render: the countdown gate of every public page reads it.
void queryClient.prefetchQuery(contestEventQueryOptions());
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
