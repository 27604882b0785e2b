import { errorMessage, isWireError } from '../../domain/errors.ts';

/**
 * The one way the SPA talks to /api: JSON in and out, the session cookie always sent, and every failure thrown as
 * an ApiError carrying the catalogue code and the user-facing message from the server's
 * {"error":{"code","message"}} body (DESIGN.md, convention 1).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (search === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, query, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      credentials: 'include',
      ...init,
      headers: requestHeaders,
      ...(payload === undefined ? {} : { body: payload }),
    });
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw new ApiError('NETWORK_ERROR', errorMessage('NETWORK_ERROR'), 0, { cause });
  }

  if (response.status === 204) return undefined as T;
  const data = await readJson(response);
  if (isWireError(data)) throw new ApiError(data.error.code, data.error.message, response.status);
  if (!response.ok || data === undefined) {
    throw new ApiError('INTERNAL', errorMessage('INTERNAL'), response.status);
  }
  return data as T;
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiFetch<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodylessOptions) => apiFetch<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiFetch<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiFetch<T>(path, { ...options, method: 'PATCH', body }),
};
