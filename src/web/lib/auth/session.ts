import { useEffect, useMemo, useSyncExternalStore } from 'react';

/**
 * The signed-in user as the whole SPA sees it: one small store (no better-auth client, no captcha code — those
 * load on demand) filled from better-auth's `GET /api/auth/get-session` and our `GET /api/me`.
 *
 * - `useAuth()` → { status, user, roles, refresh }: 'loading' until the first answer, 'ready' after it (user null
 *   when nobody is signed in), 'error' when the session endpoint could not be reached at start-up.
 * - `ensureSignedIn()` signs an anonymous visitor in behind the scenes (captcha solved in the browser) and returns
 *   the user; with a session already there it just returns it.
 */
export interface AuthUser {
  id: string;
  /** The display name: profile full name, else the account name (an anonymous user's fun name). */
  name: string;
  email: string | null;
  isAnonymous: boolean;
  image: string | null;
}

export type AuthStatus = 'loading' | 'ready' | 'error';

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  roles: string[];
  /** The start-up failure when status is 'error'. */
  error?: unknown;
}

export interface AuthState extends AuthSnapshot {
  /** Reads the session again (after sign-in, sign-out, a profile change). */
  refresh: () => Promise<AuthSnapshot>;
}

/** Failed start-up: the server could not tell who we are (network down, 5xx). */
export class AuthInitError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'AuthInitError';
    this.status = status;
  }
}

let snapshot: AuthSnapshot = { status: 'loading', user: null, roles: [] };
const listeners = new Set<() => void>();
let pending: Promise<AuthSnapshot> | null = null;

function publish(next: AuthSnapshot): AuthSnapshot {
  snapshot = next;
  for (const listener of listeners) listener();
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new AuthInitError('Network error - please check your connection', 0);
  }
  let body: unknown = null;
  if ((response.headers.get('content-type') ?? '').includes('json'))
    body = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** Builds the user from /api/me ({user, profile, roles}) or, failing that, from better-auth's session user. */
export function toAuthUser(user: Json, profile?: unknown): AuthUser {
  const fullName = isObject(profile) ? (text(profile.fullName) ?? text(profile.full_name)) : null;
  const avatar = isObject(profile) ? (text(profile.avatarUrl) ?? text(profile.avatar_url)) : null;
  const isAnonymous = user.isAnonymous === true;
  return {
    id: String(user.id),
    name: fullName ?? text(user.name) ?? text(user.email) ?? 'Guest',
    email: isAnonymous ? null : text(user.email),
    isAnonymous,
    image: text(user.image) ?? avatar,
  };
}

/** Every start reads the session from the server (the cookie is HttpOnly: only the server knows). */
async function readSession(): Promise<AuthSnapshot> {
  const session = await getJson('/api/auth/get-session');
  // 404: the server runs without accounts; nobody is signed in.
  if (session.status === 404 || session.status === 401) return { status: 'ready', user: null, roles: [] };
  if (session.status >= 400)
    throw new AuthInitError(`The session service answered ${session.status}`, session.status);
  const sessionUser = isObject(session.body) && isObject(session.body.user) ? session.body.user : null;
  if (!sessionUser) return { status: 'ready', user: null, roles: [] };

  const me = await getJson('/api/me');
  if (me.status === 401) return { status: 'ready', user: null, roles: [] };
  if (me.status < 400 && isObject(me.body) && isObject(me.body.user)) {
    const roles = Array.isArray(me.body.roles) ? me.body.roles.filter((r) => typeof r === 'string') : [];
    return { status: 'ready', user: toAuthUser(me.body.user, me.body.profile), roles };
  }
  if (me.status >= 500) throw new AuthInitError(`The account service answered ${me.status}`, me.status);
  return { status: 'ready', user: toAuthUser(sessionUser), roles: [] };
}

/** Reads the session again; concurrent callers share one request. A failed refresh keeps a settled state. */
export function refreshAuth(): Promise<AuthSnapshot> {
  pending ??= readSession()
    .then(publish)
    .catch((error: unknown) => {
      if (snapshot.status === 'ready') return snapshot;
      return publish({ status: 'error', user: null, roles: [], error });
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Starts the first read once (the provider calls it on mount); later reads always ask the server. */
let started = false;
export function startAuth(): Promise<AuthSnapshot> {
  if (started) return pending ?? Promise.resolve(snapshot);
  started = true;
  return refreshAuth();
}

/** Sets the state directly, e.g. straight after sign-out. */
export function setSignedOut(): void {
  publish({ status: 'ready', user: null, roles: [] });
}

export function useAuth(): AuthState {
  const current = useSyncExternalStore(subscribe, getAuthSnapshot, getAuthSnapshot);
  useEffect(() => {
    void startAuth();
  }, []);
  return useMemo(() => ({ ...current, refresh: refreshAuth }), [current]);
}

export interface SignedInUser {
  id: string;
  name: string;
  isAnonymous: boolean;
}

let signingIn: Promise<SignedInUser> | null = null;

/**
 * Returns the current user, signing in anonymously first when there is nobody (SPEC.md §1: no friction before the
 * first message). The captcha is solved in the browser; concurrent callers share one sign-in.
 */
export async function ensureSignedIn(): Promise<SignedInUser> {
  const settled = snapshot.status === 'loading' ? await startAuth() : snapshot;
  if (settled.user) return pickSignedIn(settled.user);
  signingIn ??= (async () => {
    const { signInAnonymously } = await import('./anonymous-sign-in.ts');
    await signInAnonymously();
    const after = await refreshAuth();
    if (!after.user) throw new Error('Failed to create user session');
    return pickSignedIn(after.user);
  })().finally(() => {
    signingIn = null;
  });
  return signingIn;
}

function pickSignedIn(user: AuthUser): SignedInUser {
  return { id: user.id, name: user.name, isAnonymous: user.isAnonymous };
}
