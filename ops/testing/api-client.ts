/** Where requests go: a hono app in the same process (`app.request`, no network) or a base URL over real HTTP. */
export type ApiTarget = string | { request(path: string, init: RequestInit): Response | Promise<Response> };

/** JSON against the API, answering status and body. */
export function apiClient(target: ApiTarget) {
  const send = (path: string, init: RequestInit) =>
    typeof target === 'string' ? fetch(`${target}${path}`, init) : target.request(path, init);
  async function call(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>) {
    const response = await send(`/api/v1${path}`, {
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
