import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local server speaking Google's and GitHub's real OAuth 2.0 authorization-code protocol (tests only):
 *   Google: GET /o/oauth2/v2/auth → 302 redirect_uri?code&state; POST /token (form, PKCE S256) → access_token +
 *           id_token (JWT with sub, email, email_verified, name, picture).
 *   GitHub: GET /login/oauth/authorize → 302 redirect_uri?code&state; POST /login/oauth/access_token → access_token;
 *           GET /user and GET /user/emails with `Authorization: Bearer`.
 * better-auth's built-in providers have fixed https endpoints, so `interceptProviderHosts` routes the process's
 * fetch for those hosts here (the browser's hop to the authorize URL is made by the test through the same mapping).
 */

export interface ProviderIdentity {
  id: string;
  email: string;
  name: string;
  picture: string;
}

interface PendingCode {
  provider: 'google' | 'github';
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  identity: ProviderIdentity;
}

export interface OAuthProviderServer {
  url: string;
  /** The identity the next authorization signs in as. */
  setNextIdentity(provider: 'google' | 'github', identity: ProviderIdentity): void;
  /** How many token exchanges each provider answered. */
  tokenExchanges: Record<'google' | 'github', number>;
  close(): Promise<void>;
}

export const PROVIDER_HOSTS: Record<string, string> = {
  'accounts.google.com': '/google-accounts',
  'oauth2.googleapis.com': '/google-oauth2',
  'github.com': '/github',
  'api.github.com': '/github-api',
};

/** Rewrites a provider URL to the local server (what DNS would do if the provider lived there). */
export function toLocalProviderUrl(url: string, serverUrl: string): string {
  const parsed = new URL(url);
  const prefix = PROVIDER_HOSTS[parsed.host];
  return prefix ? `${serverUrl}${prefix}${parsed.pathname}${parsed.search}` : url;
}

/** Routes this process's fetch for the providers' hosts to the local server; returns the undo. */
export function interceptProviderHosts(serverUrl: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const local = toLocalProviderUrl(url, serverUrl);
    if (local === url) return original(input, init);
    return input instanceof Request ? original(new Request(local, input), init) : original(local, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}

function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startOAuthProviderServer(clients: {
  google: { clientId: string; clientSecret: string };
  github: { clientId: string; clientSecret: string };
}): Promise<OAuthProviderServer> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, ProviderIdentity>();
  const next: Partial<Record<'google' | 'github', ProviderIdentity>> = {};
  const tokenExchanges = { google: 0, github: 0 };
  let baseUrl = '';

  function authorize(provider: 'google' | 'github', url: URL, res: ServerResponse): void {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    const identity = next[provider];
    if (clientId !== clients[provider].clientId || !redirectUri || !state || !identity) {
      sendJson(res, 400, { error: 'invalid_request' });
      return;
    }
    if (provider === 'google' && url.searchParams.get('response_type') !== 'code') {
      sendJson(res, 400, { error: 'unsupported_response_type' });
      return;
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      provider,
      clientId,
      redirectUri,
      codeChallenge: url.searchParams.get('code_challenge'),
      identity,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    res.writeHead(302, { location: target.href });
    res.end();
  }

  async function token(
    provider: 'google' | 'github',
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = req.headers.authorization?.match(/^Basic (.+)$/i)?.[1];
    if (basic) {
      const [id = '', secret = ''] = Buffer.from(basic, 'base64')
        .toString()
        .split(':')
        .map(decodeURIComponent);
      clientId = id;
      clientSecret = secret;
    }
    const pending = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier');
    const pkceOk =
      !pending?.codeChallenge ||
      (verifier !== null &&
        base64url(createHash('sha256').update(verifier).digest()) === pending.codeChallenge);
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.provider !== provider ||
      clientId !== clients[provider].clientId ||
      clientSecret !== clients[provider].clientSecret ||
      form.get('redirect_uri') !== pending.redirectUri ||
      !pkceOk
    ) {
      sendJson(res, provider === 'github' ? 200 : 400, { error: 'invalid_grant' });
      return;
    }
    tokenExchanges[provider] += 1;
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, pending.identity);
    if (provider === 'github') {
      sendJson(res, 200, { access_token: accessToken, token_type: 'bearer', scope: 'read:user,user:email' });
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: pending.identity.id,
        email: pending.identity.email,
        email_verified: true,
        name: pending.identity.name,
        picture: pending.identity.picture,
        iat: now,
        exp: now + 3600,
      }),
    );
    const signature = createHmac('sha256', clients.google.clientSecret)
      .update(`${header}.${payload}`)
      .digest('base64url');
    sendJson(res, 200, {
      access_token: accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: `${header}.${payload}.${signature}`,
    });
  }

  function githubApi(path: string, req: IncomingMessage, res: ServerResponse): void {
    const identity = tokens.get(req.headers.authorization?.replace(/^Bearer /i, '') ?? '');
    if (!identity) {
      sendJson(res, 401, { message: 'Bad credentials' });
      return;
    }
    if (path === '/user') {
      sendJson(res, 200, {
        id: Number(identity.id),
        login: identity.name.toLowerCase().replace(/\s+/g, '-'),
        name: identity.name,
        email: null,
        avatar_url: identity.picture,
      });
      return;
    }
    sendJson(res, 200, [{ email: identity.email, primary: true, verified: true, visibility: 'private' }]);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    const path = url.pathname;
    if (req.method === 'GET' && path === '/google-accounts/o/oauth2/v2/auth')
      return authorize('google', url, res);
    if (req.method === 'POST' && path === '/google-oauth2/token') return void token('google', req, res);
    if (req.method === 'GET' && path === '/github/login/oauth/authorize')
      return authorize('github', url, res);
    if (req.method === 'POST' && path === '/github/login/oauth/access_token')
      return void token('github', req, res);
    if (req.method === 'GET' && (path === '/github-api/user' || path === '/github-api/user/emails'))
      return githubApi(path.slice('/github-api'.length), req, res);
    sendJson(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    tokenExchanges,
    setNextIdentity(provider, identity) {
      next[provider] = identity;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
