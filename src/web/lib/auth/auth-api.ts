/**
 * Calls to better-auth (`/api/auth/*`) and the account endpoints around it, with plain fetch: better-auth answers
 * errors as {code, message}, our own routes as {"error":{code, message}}; both become an AuthApiError carrying the
 * message the server meant for the user.
 */
export class AuthApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'AuthApiError';
    this.code = code;
    this.status = status;
  }
}

const FALLBACK_MESSAGE = 'An error occurred during sign in';

function errorOf(body: unknown, status: number): AuthApiError {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const inner = typeof record.error === 'object' && record.error !== null ? record.error : record;
    const { code, message } = inner as Record<string, unknown>;
    if (typeof message === 'string' && message !== '')
      return new AuthApiError(typeof code === 'string' ? code : 'UNKNOWN', message, status);
  }
  if (status === 429)
    return new AuthApiError('RATE_LIMITED', 'Too many attempts. Please wait a moment.', 429);
  return new AuthApiError('UNKNOWN', FALLBACK_MESSAGE, status);
}

export interface AuthRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

export async function authRequest<T>(
  path: string,
  { method = 'POST', body, headers }: AuthRequest = {},
): Promise<T> {
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: requestHeaders,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AuthApiError('NETWORK_ERROR', 'Network error - please check your connection', 0);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const data: unknown = isJson ? await response.json().catch(() => null) : null;
  if (!response.ok) throw errorOf(data, response.status);
  return data as T;
}

export type CaptchaProvider = 'altcha' | 'turnstile' | 'hcaptcha' | 'off';
export type OAuthProvider = 'google' | 'github';

export interface AuthOptions {
  providers: OAuthProvider[];
  captcha: { provider: CaptchaProvider; siteKey?: string; testSiteKey?: string };
  emailPassword: boolean;
}

let options: Promise<AuthOptions> | null = null;

/** What the server offers: OAuth providers and the captcha. Asked once per page load. */
export function getAuthOptions(): Promise<AuthOptions> {
  options ??= authRequest<Partial<AuthOptions>>('/api/auth-options', { method: 'GET' })
    .then((value) => ({
      providers: (value.providers ?? []).filter((p): p is OAuthProvider => p === 'google' || p === 'github'),
      captcha: value.captcha ?? { provider: 'off' },
      emailPassword: value.emailPassword ?? true,
    }))
    .catch((error: unknown) => {
      options = null;
      throw error;
    });
  return options;
}

/** The header better-auth's captcha check and our own middleware read. */
export const CAPTCHA_HEADER = 'x-captcha-response';

export function captchaHeaders(token: string | null): Record<string, string> {
  return token ? { [CAPTCHA_HEADER]: token } : {};
}
