import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let provider: OAuthProviderServer;
let restoreFetch: () => void;
let t: TestApp;

beforeAll(async () => {
  provider = await startOAuthProviderServer(clients);
  restoreFetch = interceptProviderHosts(provider.url);
  t = await createTestApp({
    GOOGLE_CLIENT_ID: clients.google.clientId,
    GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
    GITHUB_CLIENT_ID: clients.github.clientId,
    GITHUB_CLIENT_SECRET: clients.github.clientSecret,
  });
});
afterAll(async () => {
  restoreFetch();
  await t.cleanup();
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

/** What a browser does: start sign-in, follow the provider's redirect, land on our callback. */
async function signInWith(which: 'google' | 'github', jar: CookieJar) {
  const start = await t.app.request('/api/auth/sign-in/social', {
    method: 'POST',
    headers: jsonHeaders({ cookie: jar.header() }),
    body: JSON.stringify({
      provider: which,
      callbackURL: '/auth/callback',
      errorCallbackURL: '/auth/callback?error=1',
    }),
  });
  expect(start.status).toBe(200);
  jar.store(start);
  const { url } = (await start.json()) as { url: string };
  const authorizeUrl = new URL(url);
  expect(authorizeUrl.host).toBe(which === 'google' ? 'accounts.google.com' : 'github.com');
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/${which}`);

  const atProvider = await fetch(toLocalProviderUrl(url, provider.url), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(callback.pathname).toBe(`/api/auth/callback/${which}`);

  const landed = await t.app.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: jar.header() },
  });
  jar.store(landed);
  return landed;
}

describe.each(['google', 'github'] as const)('OAuth with %s end to end', (which) => {
  it('redirects to the provider, exchanges the code, signs in and returns to /auth/callback', async () => {
    const who = identity('Katherine Johnson');
    provider.setNextIdentity(which, who);
    const before = provider.tokenExchanges[which];
    const jar = new CookieJar();
    const landed = await signInWith(which, jar);
    expect(landed.status).toBe(302);
    expect(new URL(landed.headers.get('location') ?? '', TEST_ORIGIN).pathname).toBe('/auth/callback');
    expect(provider.tokenExchanges[which]).toBe(before + 1);

    const me = (await (await t.app.request('/api/me', { headers: { cookie: jar.header() } })).json()) as {
      user: { id: string; email: string; name: string; image: string };
      profile: { fullName: string; avatarUrl: string };
      signInMethods: string[];
    };
    expect(me.user).toMatchObject({ email: who.email, name: who.name, image: who.picture });
    expect(me.profile).toMatchObject({ fullName: who.name, avatarUrl: who.picture });
    expect(me.signInMethods).toEqual([which]);
  });

  it('keeps an anonymous user’s chat, complete, when they upgrade with it', async () => {
    const anon = await signInAnonymousTestUser(t.app);
    const chat = await insertTestChat(t.database.db, anon.userId);
    provider.setNextIdentity(which, identity('Dorothy Vaughan'));
    const jar = new CookieJar(anon.cookie);
    const landed = await signInWith(which, jar);
    expect(landed.status).toBe(302);
    const me = (await (await t.app.request('/api/me', { headers: { cookie: jar.header() } })).json()) as {
      user: { id: string; isAnonymous: boolean };
    };
    expect(me.user.isAnonymous).toBe(false);
    expect(me.user.id).not.toBe(anon.userId);
    expect(await readTestChat(t.database.db, chat.id)).toEqual({
      userId: me.user.id,
      title: 'My idea',
      contents: ['message 0', 'message 1', 'message 2'],
    });
    expect(await t.database.db.select().from(user).where(eq(user.id, anon.userId))).toEqual([]);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, me.user.id));
    expect(profile?.fullName).toBe('Dorothy Vaughan');
  });

  it('sends the browser back to the error callback when the provider refuses the code', async () => {
    provider.setNextIdentity(which, identity('Mary Jackson'));
    const jar = new CookieJar();
    const start = await t.app.request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({
        provider: which,
        callbackURL: '/auth/callback',
        errorCallbackURL: '/auth/callback?failed=1',
      }),
    });
    jar.store(start);
    const state = new URL(((await start.json()) as { url: string }).url).searchParams.get('state');
    const landed = await t.app.request(`/api/auth/callback/${which}?code=forged&state=${state}`, {
      headers: { cookie: jar.header() },
    });
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location') ?? '', TEST_ORIGIN);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(landed.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/);
  });

  it('lists the provider in /api/auth-options', async () => {
    const options = (await (await t.app.request('/api/auth-options')).json()) as { providers: string[] };
    expect(options.providers).toEqual(['google', 'github']);
  });
});
