import { randomBytes } from 'node:crypto';

interface FetchApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** The origin test requests claim, matching createTestApp's PUBLIC_URL. */
export const TEST_ORIGIN = 'http://localhost:8080';

export interface SignedUpTestUser {
  userId: string;
  email: string;
  password: string;
  /** A ready `Cookie` header value. */
  cookie: string;
  /** Usable as `Authorization: Bearer <token>`. */
  token: string;
}

export interface AnonymousTestUser {
  userId: string;
  name: string;
  cookie: string;
  token: string;
}

/** `name=value; name2=value2` from a response's Set-Cookie headers (expired cookies dropped). */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
}

export function jsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', origin: TEST_ORIGIN, ...extra };
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs a new user up through POST /api/auth/sign-up/email (captcha must be off, or pass its header). */
export async function signUpTestUser(
  app: FetchApp,
  options: { email?: string; password?: string; name?: string; headers?: Record<string, string> } = {},
): Promise<SignedUpTestUser> {
  const suffix = randomBytes(6).toString('hex');
  const email = options.email ?? `user-${suffix}@example.test`;
  const password = options.password ?? `Passw0rd-${suffix}`;
  const response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: jsonHeaders(options.headers),
    body: JSON.stringify({ email, password, name: options.name ?? `Test User ${suffix}` }),
  });
  const body = (await expectOk(response, 'sign-up')) as { user: { id: string } };
  return {
    userId: body.user.id,
    email,
    password,
    cookie: cookieHeaderFrom(response),
    token: response.headers.get('set-auth-token') ?? '',
  };
}

/** Signs in anonymously through POST /api/auth/sign-in/anonymous. */
export async function signInAnonymousTestUser(
  app: FetchApp,
  options: { headers?: Record<string, string> } = {},
): Promise<AnonymousTestUser> {
  const response = await app.request('/api/auth/sign-in/anonymous', {
    method: 'POST',
    headers: jsonHeaders(options.headers),
    body: '{}',
  });
  const body = (await expectOk(response, 'anonymous sign-in')) as { user: { id: string; name: string } };
  return {
    userId: body.user.id,
    name: body.user.name,
    cookie: cookieHeaderFrom(response),
    token: response.headers.get('set-auth-token') ?? '',
  };
}

/** A response's JSON body, typed by the test that reads it. */
export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
