import { messages } from '../../../events/schemas/messages.ts';
import { type TokenKind, tokenFor } from './session.ts';

export const API_BASE = '/api/v1';

export type FieldErrors = Record<string, string | string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  auth?: TokenKind;
  signal?: AbortSignal;
  /** Extra request headers, e.g. a solved captcha (`X-Captcha`). */
  headers?: Record<string, string>;
};

const statusMessages: Record<number, string> = {
  401: messages.errors.unauthorized,
  403: messages.errors.forbidden,
  404: messages.errors.notFound,
  409: messages.errors.conflict,
  429: messages.errors.tooManyRequests,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function buildUrl(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${suffix}`;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, messages.errors.network);
  }
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (!response.headers.get('Content-Type')?.includes('json')) return response.blob();
  return response.json().catch(() => undefined);
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = isRecord(payload) ? payload : {};
  const serverMessage = typeof body.message === 'string' ? body.message.trim() : '';
  const errors = isRecord(body.errors) ? (body.errors as FieldErrors) : undefined;
  return new ApiError(status, serverMessage || statusMessages[status] || messages.errors.generic, errors);
}

/** JSON in, JSON out; a non-JSON success body (e.g. a CSV export) is returned as a Blob. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, auth, signal } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = auth ? tokenFor(auth) : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const init: RequestInit = { method, headers, signal };
  if (body instanceof FormData || body instanceof Blob) {
    init.body = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }

  const response = await send(buildUrl(path, query), init);
  const payload = await readPayload(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};

/** SPEC §8 fallback order: the server's message, then the client error's message, then the generic text. */
export function errorMessage(err: unknown): string {
  if (typeof err === 'string' && err.trim()) return err;
  if (isRecord(err) && typeof err.message === 'string' && err.message.trim()) return err.message;
  return messages.errors.generic;
}
