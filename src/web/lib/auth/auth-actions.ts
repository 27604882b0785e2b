import { authRequest, captchaHeaders, type OAuthProvider } from './auth-api.ts';
import { refreshAuth, setSignedOut } from './session.ts';

/**
 * The account actions every screen shares (the header menu, /auth, /upgrade, /account, /delete-me). Loaded with
 * those screens, never with the first page.
 */

export interface EmailCredentials {
  email: string;
  password: string;
}

export async function signInWithEmail({ email, password }: EmailCredentials): Promise<void> {
  await authRequest('/api/auth/sign-in/email', { body: { email, password, rememberMe: true } });
  await refreshAuth();
}

export async function signUpWithEmail(
  input: EmailCredentials & { name?: string },
  captchaToken: string | null,
): Promise<void> {
  const name = input.name?.trim() || input.email.split('@')[0] || input.email;
  await authRequest('/api/auth/sign-up/email', {
    body: { email: input.email, password: input.password, name, callbackURL: '/' },
    headers: captchaHeaders(captchaToken),
  });
  await refreshAuth();
}

/** Where OAuth providers send the browser back to (SPEC.md §2). */
export const OAUTH_CALLBACK_PATH = '/auth/callback';

/** Asks better-auth for the provider's authorisation address and goes there. */
export async function signInWithProvider(provider: OAuthProvider): Promise<void> {
  const origin = window.location.origin;
  const result = await authRequest<{ url?: string; redirect?: boolean }>('/api/auth/sign-in/social', {
    body: {
      provider,
      callbackURL: `${origin}${OAUTH_CALLBACK_PATH}`,
      errorCallbackURL: `${origin}${OAUTH_CALLBACK_PATH}?provider=${provider}`,
      newUserCallbackURL: `${origin}${OAUTH_CALLBACK_PATH}`,
    },
  });
  if (!result?.url) throw new Error(`Failed to sign in with ${providerLabel(provider)}`);
  window.location.assign(result.url);
}

export function providerLabel(provider: OAuthProvider): string {
  return provider === 'google' ? 'Google' : 'GitHub';
}

/** Clears the session on the server, then locally. A failed server call still signs out locally. */
export async function signOut(): Promise<void> {
  try {
    await authRequest('/api/auth/sign-out', { body: {} });
  } finally {
    setSignedOut();
  }
}

export async function signOutEverywhere(): Promise<void> {
  try {
    await authRequest('/api/account/sign-out-everywhere', { body: {} });
  } finally {
    setSignedOut();
  }
}

export async function deleteAccount(): Promise<void> {
  await authRequest('/api/account', { method: 'DELETE', body: { confirm: 'DELETE' } });
  setSignedOut();
}
