import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { profiles, user } from '../db/schema.ts';
import { CookieJar } from '../testing/cookie-jar.ts';
import {
  interceptProviderHosts,
  type OAuthProviderServer,
  type ProviderIdentity,
  startOAuthProviderServer,
  toLocalProviderUrl,
} from '../testing/oauth-provider-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertTestChat, readTestChat } from '../testing/test-chat.ts';
import { jsonHeaders, signInAnonymousTestUser, TEST_ORIGIN } from '../testing/test-users.ts';

const clients = {
  google: { clientId: 'google-client', clientSecret: 'google-secret' },
  github: { clientId: 'github-client', clientSecret: 'github-secret' },
};
const clientEnv = {
  GOOGLE_CLIENT_ID: clients.google.clientId,
  GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
  GITHUB_CLIENT_ID: clients.github.clientId,
  GITHUB_CLIENT_SECRET: clients.github.clientSecret,
};

let provider: OAuthProviderServer;
/** Endpoints moved by GOOGLE_OAUTH_BASE_URL / GITHUB_OAUTH_BASE_URL (what the e2e server uses). */
let t: TestApp;
/** better-auth's real provider endpoints, this process's fetch routed to the local server. */
let real: TestApp;
let restoreFetch: () => void;

beforeAll(async () => {
  provider = await startOAuthProviderServer(clients);
  restoreFetch = interceptProviderHosts(provider.url);
  [t, real] = await Promise.all([
    createTestApp({
      ...clientEnv,
      GOOGLE_OAUTH_BASE_URL: `${provider.url}/google`,
      GITHUB_OAUTH_BASE_URL: `${provider.url}/github/`,
    }),
    createTestApp(clientEnv),
  ]);
});
afterAll(async () => {
  restoreFetch();
  await Promise.all([t.cleanup(), real.cleanup()]);
  await provider.close();
});

let counter = 1000;
function identity(name: string): ProviderIdentity {
  counter += 1;
  return {
    id: String(counter),
    email: `${name.toLowerCase().replace(/\s/g, '.')}.${counter}@example.test`,
    name,
    picture: `https://avatars.example/${counter}.png`,
  };
}

async function startSignIn(app: TestApp, which: 'google' | 'github', jar: CookieJar) {
  const start = await app.app.request('/api/auth/sign-in/social', {
    method: 'POST',
    headers: jsonHeaders({ cookie: jar.header() }),
    body: JSON.stringify({
      provider: which,
      callbackURL: '/auth/callback',
      errorCallbackURL: `/auth/callback?provider=${which}`,
    }),
  });
  expect(start.status).toBe(200);
  jar.store(start);
  return new URL(((await start.json()) as { url: string }).url);
}

/** The provider sends the browser back to our callback; the app finishes the sign-in there. */
async function land(app: TestApp, atProvider: Response, which: 'google' | 'github', jar: CookieJar) {
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(callback.pathname).toBe(`/api/auth/callback/${which}`);
  const landed = await app.app.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: jar.header() },
  });
  jar.store(landed);
  return landed;
}

/** What a browser does: start sign-in, follow the provider's redirect, land on our callback. */
async function signInWith(which: 'google' | 'github', jar: CookieJar, app = t) {
  const authorizeUrl = await startSignIn(app, which, jar);
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/${which}`);
  const atProvider = await fetch(toLocalProviderUrl(authorizeUrl.href, provider.url), { redirect: 'manual' });
  return land(app, atProvider, which, jar);
}

async function me(app: TestApp, jar: CookieJar) {
  const response = await app.app.request('/api/me', { headers: { cookie: jar.header() } });
  return (await response.json()) as {
    user: { id: string; email: string; name: string; image: string; isAnonymous: boolean };
    profile: { fullName: string; avatarUrl: string };
    signInMethods: string[];
  };
}

describe.each(['google', 'github'] as const)('OAuth with %s end to end', (which) => {
  it.each([
    ['GOOGLE/GITHUB_OAUTH_BASE_URL', () => t],
    ['better-auth’s own provider endpoints', () => real],
  ])(
    'redirects to the provider, exchanges the code, signs in and returns to /auth/callback (%s)',
    async (mode, app) => {
      const who = identity('Katherine Johnson');
      provider.setNextIdentity(which, who);
      const before = provider.tokenExchanges[which];
      const jar = new CookieJar();
      const authorizeUrl = await startSignIn(app(), which, jar);
      const expectedHost =
        mode === 'better-auth’s own provider endpoints'
          ? which === 'google'
            ? 'accounts.google.com'
            : 'github.com'
          : new URL(provider.url).host;
      expect(authorizeUrl.host).toBe(expectedHost);
      const atProvider = await fetch(toLocalProviderUrl(authorizeUrl.href, provider.url), {
        redirect: 'manual',
      });
      const landed = await land(app(), atProvider, which, jar);
      expect(landed.status).toBe(302);
      expect(new URL(landed.headers.get('location') ?? '', TEST_ORIGIN).pathname).toBe('/auth/callback');
      expect(provider.tokenExchanges[which]).toBe(before + 1);

      const answer = await me(app(), jar);
      expect(answer.user).toMatchObject({ email: who.email, name: who.name, image: who.picture });
      expect(answer.profile).toMatchObject({ fullName: who.name, avatarUrl: who.picture });
      expect(answer.signInMethods).toEqual([which]);
    },
  );

  it('signs in through the provider’s consent page, as the same account each time', async () => {
    const email = `grace.${which}@example.test`;
    const consent = async (jar: CookieJar) => {
      const authorizeUrl = await startSignIn(t, which, jar);
      const page = await fetch(authorizeUrl);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`Sign in with ${which === 'google' ? 'Google' : 'GitHub'}`);
      const form = new URLSearchParams(authorizeUrl.search);
      form.set('name', 'Grace Hopper');
      form.set('email', email);
      form.set('decision', 'allow');
      const atProvider = await fetch(authorizeUrl.origin + authorizeUrl.pathname, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      return land(t, atProvider, which, jar);
    };
    const first = new CookieJar();
    expect((await consent(first)).status).toBe(302);
    const again = new CookieJar();
    expect((await consent(again)).status).toBe(302);
    const [a, b] = [await me(t, first), await me(t, again)];
    expect(a.user).toMatchObject({ email, name: 'Grace Hopper', isAnonymous: false });
    expect(b.user.id).toBe(a.user.id);
    const picture = await fetch(a.user.image);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('returns to the error callback when the user cancels at the provider', async () => {
    const jar = new CookieJar();
    const authorizeUrl = await startSignIn(t, which, jar);
    const form = new URLSearchParams(authorizeUrl.search);
    form.set('decision', 'deny');
    const atProvider = await fetch(authorizeUrl.origin + authorizeUrl.pathname, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const landed = await land(t, atProvider, which, jar);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location') ?? '', TEST_ORIGIN);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('provider')).toBe(which);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(landed.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/);
  });

  it('keeps an anonymous user’s chat, complete, when they upgrade with it', async () => {
    const anon = await signInAnonymousTestUser(t.app);
    const chat = await insertTestChat(t.database.db, anon.userId);
    provider.setNextIdentity(which, identity('Dorothy Vaughan'));
    const jar = new CookieJar(anon.cookie);
    const landed = await signInWith(which, jar);
    expect(landed.status).toBe(302);
    const answer = await me(t, jar);
    expect(answer.user.isAnonymous).toBe(false);
    expect(answer.user.id).not.toBe(anon.userId);
    expect(await readTestChat(t.database.db, chat.id)).toEqual({
      userId: answer.user.id,
      title: 'My idea',
      contents: ['message 0', 'message 1', 'message 2'],
    });
    expect(await t.database.db.select().from(user).where(eq(user.id, anon.userId))).toEqual([]);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, answer.user.id));
    expect(profile?.fullName).toBe('Dorothy Vaughan');
  });

  it('sends the browser back to the error callback when the provider refuses the code', async () => {
    const jar = new CookieJar();
    const authorizeUrl = await startSignIn(t, which, jar);
    const state = authorizeUrl.searchParams.get('state');
    const landed = await t.app.request(`/api/auth/callback/${which}?code=forged&state=${state}`, {
      headers: { cookie: jar.header() },
    });
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location') ?? '', TEST_ORIGIN);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(landed.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/);
  });

  it('sends a return it cannot match to a sign-in to /auth/callback with an error', async () => {
    const landed = await t.app.request(`/api/auth/callback/${which}?code=stale`);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/auth/callback`);
    expect(location.searchParams.get('error')).toBe('state_not_found');
    expect(location.searchParams.get('provider')).toBeNull();
  });

  it('lists the provider in /api/auth-options', async () => {
    const options = (await (await t.app.request('/api/auth-options')).json()) as { providers: string[] };
    expect(options.providers).toEqual(['google', 'github']);
  });
});

describe('GOOGLE_OAUTH_BASE_URL / GITHUB_OAUTH_BASE_URL', () => {
  it('must be URLs, named in the start-up error', () => {
    const env = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://unused' };
    expect(() => loadConfig({ ...env, GOOGLE_OAUTH_BASE_URL: 'accounts.local' })).toThrow(
      'Invalid configuration: GOOGLE_OAUTH_BASE_URL must be a URL (got "accounts.local")',
    );
    expect(() => loadConfig({ ...env, GITHUB_OAUTH_BASE_URL: 'ghe' })).toThrow(
      /^Invalid configuration: GITHUB_OAUTH_BASE_URL/,
    );
    expect(
      loadConfig({ ...env, GITHUB_OAUTH_BASE_URL: 'https://ghe.example.com' }).GITHUB_OAUTH_BASE_URL,
    ).toBe('https://ghe.example.com');
  });
});
