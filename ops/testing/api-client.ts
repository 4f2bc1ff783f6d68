/** Where requests go: a hono app in the same process (`app.request`, no network) or a base URL over real HTTP. */
export type ApiTarget =
  | string
  | { request(path: string, init: RequestInit, env?: object): Response | Promise<Response> };

/** Peer address an in-process app sees when a request names none; `null` sends none (the app sees 'unknown'). */
export type Peer = string | null;

/** Raw requests to `/api/v1` on the target; in process, `from` sets the peer address the app sees. */
export function apiRequester(target: ApiTarget, peer: Peer = '203.0.113.1') {
  return async (path: string, init: RequestInit & { from?: Peer } = {}): Promise<Response> => {
    const { from = peer, ...request } = init;
    if (typeof target === 'string') return fetch(`${target}/api/v1${path}`, request);
    return target.request(
      `/api/v1${path}`,
      request,
      from === null ? undefined : { incoming: { socket: { remoteAddress: from } } },
    );
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** JSON against the API, answering status and body. */
export function apiClient(target: ApiTarget, peer: Peer = null) {
  const send = apiRequester(target, peer);
  async function call(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>) {
    const response = await send(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the route answers and assert on it
    return { status: response.status, body: (await response.json().catch(() => undefined)) as any };
  }
  return {
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    post: (path: string, body?: unknown, token?: string, headers?: Record<string, string>) =>
      call('POST', path, body ?? {}, token, headers),
  };
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? '';
