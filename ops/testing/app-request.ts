import { createApp } from '../../api/app.ts';
import type { Services } from '../../api/services.ts';

/** Requests through the whole app without a socket, as if they came from the peer `from`. */
export function appRequester(services: Services) {
  const app = createApp(services);
  return async (path: string, init: RequestInit & { from?: string } = {}): Promise<Response> => {
    const { from = '203.0.113.1', ...request } = init;
    return app.request(`/api/v1${path}`, request, { incoming: { socket: { remoteAddress: from } } });
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
