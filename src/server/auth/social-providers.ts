import type { BetterAuthPlugin } from 'better-auth';
import {
  authorizationCodeRequest,
  getOAuth2Tokens,
  type OAuth2Tokens,
  type OAuthProvider,
  refreshAccessToken,
  validateAuthorizationCode,
} from 'better-auth/oauth2';
import type { Config } from '../config.ts';

export type SocialProviderId = 'google' | 'github';

/** A provider is offered when both its client id and secret are configured. */
export function configuredSocialProviders(config: Config): SocialProviderId[] {
  const providers: SocialProviderId[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) providers.push('google');
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) providers.push('github');
  return providers;
}

export function socialProvidersOptions(config: Config) {
  return {
    ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET
      ? { github: { clientId: config.GITHUB_CLIENT_ID, clientSecret: config.GITHUB_CLIENT_SECRET } }
      : {}),
  };
}

/*
 * GOOGLE_OAUTH_BASE_URL / GITHUB_OAUTH_BASE_URL move a provider's endpoints to another server speaking the same
 * protocol (a local OAuth test server; for GitHub also a GitHub Enterprise Server, whose layout this is):
 *   Google: <base>/o/oauth2/v2/auth · <base>/token
 *   GitHub: <base>/login/oauth/authorize · <base>/login/oauth/access_token · <base>/api/v3/user(/emails)
 * better-auth's built-in providers have fixed endpoints, so a plugin swaps the provider objects in the auth
 * context at start-up (its documented `init` → `context` hook); the protocol code stays better-auth's own.
 */
function googleEndpoints(base: string) {
  const root = base.replace(/\/+$/, '');
  return { authorize: `${root}/o/oauth2/v2/auth`, token: `${root}/token` };
}

function githubEndpoints(base: string) {
  const root = base.replace(/\/+$/, '');
  return {
    authorize: `${root}/login/oauth/authorize`,
    token: `${root}/login/oauth/access_token`,
    user: `${root}/api/v3/user`,
    emails: `${root}/api/v3/user/emails`,
  };
}

type ProviderOptions = { clientId: string; clientSecret: string };

/** The authorization URL better-auth built, moved to `authorize` with its query string untouched. */
function moveTo(url: URL, authorize: string): URL {
  const moved = new URL(authorize);
  moved.search = url.search;
  return moved;
}

function withGoogleBase(provider: OAuthProvider, base: string): OAuthProvider {
  const endpoints = googleEndpoints(base);
  const options = provider.options as ProviderOptions;
  return {
    ...provider,
    createAuthorizationURL: async (input) =>
      moveTo(await provider.createAuthorizationURL(input), endpoints.authorize),
    validateAuthorizationCode: ({ code, codeVerifier, redirectURI }) =>
      validateAuthorizationCode({ code, codeVerifier, redirectURI, options, tokenEndpoint: endpoints.token }),
    refreshAccessToken: (refreshToken) =>
      refreshAccessToken({ refreshToken, options, tokenEndpoint: endpoints.token }),
  };
}

interface GitHubProfile {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string;
}

async function getJson<T>(url: string, accessToken: string): Promise<T | null> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'ideaforge',
    },
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  return response.ok ? ((await response.json()) as T) : null;
}

function withGitHubBase(provider: OAuthProvider, base: string): OAuthProvider {
  const endpoints = githubEndpoints(base);
  const options = provider.options as ProviderOptions;
  return {
    ...provider,
    createAuthorizationURL: async (input) =>
      moveTo(await provider.createAuthorizationURL(input), endpoints.authorize),
    // GitHub answers a refused code with 200 and {"error": …}: that is a failed exchange, not tokens.
    validateAuthorizationCode: async ({ code, codeVerifier, redirectURI }) => {
      const request = await authorizationCodeRequest({ code, codeVerifier, redirectURI, options });
      const response = await fetch(endpoints.token, {
        method: 'POST',
        body: request.body,
        headers: request.headers,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok || !data || 'error' in data) return null as unknown as OAuth2Tokens;
      return getOAuth2Tokens(data);
    },
    refreshAccessToken: (refreshToken) =>
      refreshAccessToken({ refreshToken, options, tokenEndpoint: endpoints.token }),
    // The same mapping as better-auth's GitHub provider, against the configured API.
    getUserInfo: async (token) => {
      const accessToken = token.accessToken;
      if (!accessToken) return null;
      const profile = await getJson<GitHubProfile>(endpoints.user, accessToken);
      if (!profile) return null;
      const emails = await getJson<{ email: string; primary: boolean; verified: boolean }[]>(
        endpoints.emails,
        accessToken,
      );
      const email = profile.email ?? (emails?.find((e) => e.primary) ?? emails?.[0])?.email ?? null;
      return {
        user: {
          name: profile.name || profile.login || '',
          email,
          image: profile.avatar_url,
          emailVerified: emails?.find((e) => e.email === email)?.verified ?? false,
        },
        data: { ...profile, email },
      };
    },
  };
}

/** The plugin that applies GOOGLE_OAUTH_BASE_URL / GITHUB_OAUTH_BASE_URL; null when neither is set. */
export function providerEndpointsPlugin(config: Config): BetterAuthPlugin | null {
  const google = config.GOOGLE_OAUTH_BASE_URL;
  const github = config.GITHUB_OAUTH_BASE_URL;
  if (!google && !github) return null;
  return {
    id: 'ideaforge-provider-endpoints',
    init: (ctx) => ({
      context: {
        socialProviders: ctx.socialProviders.map((provider) => {
          if (provider.id === 'google' && google) return withGoogleBase(provider, google);
          if (provider.id === 'github' && github) return withGitHubBase(provider, github);
          return provider;
        }),
      },
    }),
  };
}
