import { authRequest } from './auth-api.ts';

/**
 * The upgrade of an anonymous account (SPEC.md §4 "Authentication", §9 "Pending-link step"): before leaving for
 * the sign-up or the OAuth provider, the anonymous user's id (and the server's proof that this browser owns it)
 * is kept in localStorage; 500 ms after the new sign-in, everything the anonymous user owns is moved over, then the
 * marker is removed.
 */
export const PENDING_LINK_KEY = 'ideaforge.pendingLink';
export const PENDING_LINK_DELAY_MS = 500;

export interface PendingLink {
  anonymousUserId: string;
  token?: string;
  createdAt: number;
}

export function readPendingLink(): PendingLink | null {
  try {
    const raw = localStorage.getItem(PENDING_LINK_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingLink>;
    return typeof value.anonymousUserId === 'string' ? (value as PendingLink) : null;
  } catch {
    return null;
  }
}

export function clearPendingLink(): void {
  localStorage.removeItem(PENDING_LINK_KEY);
}

/** Asks the server for a link token for the signed-in anonymous user and stores the marker. */
export async function storePendingLink(anonymousUserId: string): Promise<void> {
  let token: string | undefined;
  try {
    const intent = await authRequest<{ token?: string; anonymousUserId?: string }>(
      '/api/link-anonymous-account/intent',
      { body: {} },
    );
    token = intent?.token;
  } catch {
    // Without an intent endpoint the server links from the session alone.
  }
  const marker: PendingLink = { anonymousUserId, createdAt: Date.now(), ...(token ? { token } : {}) };
  localStorage.setItem(PENDING_LINK_KEY, JSON.stringify(marker));
}

export type LinkOutcome = 'none' | 'linked' | 'failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the pending-link step for the user who just signed in: nothing when there is no marker (or it is the same
 * user), 'linked' when the server moved the data, 'failed' when it could not. The marker is removed either way.
 */
export async function completePendingLink(
  newUserId: string,
  delayMs = PENDING_LINK_DELAY_MS,
): Promise<LinkOutcome> {
  const marker = readPendingLink();
  if (!marker || marker.anonymousUserId === newUserId) {
    if (marker) clearPendingLink();
    return 'none';
  }
  await wait(delayMs);
  try {
    const result = await authRequest<{ success?: boolean; error?: unknown }>('/api/link-anonymous-account', {
      body: {
        anonymousUserId: marker.anonymousUserId,
        newUserId,
        ...(marker.token ? { token: marker.token } : {}),
      },
    });
    return result?.success === false ? 'failed' : 'linked';
  } catch {
    return 'failed';
  } finally {
    clearPendingLink();
  }
}
