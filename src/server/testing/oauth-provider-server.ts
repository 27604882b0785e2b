import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { avatarSvg, consentPage } from './oauth-consent-page.ts';

/*
 * A local server speaking Google's and GitHub's real OAuth 2.0 authorization-code protocol (tests only), laid out
 * as GOOGLE_OAUTH_BASE_URL=<url>/google and GITHUB_OAUTH_BASE_URL=<url>/github expect:
 *   Google: GET /google/o/oauth2/v2/auth → consent page (or 302 at once for an identity set by the test);
 *           its form POSTs back → 302 redirect_uri?code&state, or ?error=access_denied&state on Cancel;
 *           POST /google/token (form, PKCE S256) → access_token + id_token (JWT: sub, email, name, picture).
 *   GitHub: GET/POST /github/login/oauth/authorize (the same); POST /github/login/oauth/access_token → access_token;
 *           GET /github/api/v3/user and /github/api/v3/user/emails with `Authorization: Bearer`.
 *   GET /avatars/<id>.svg: the identities' pictures.
 * In-process tests may instead keep better-auth's real https endpoints and route this process's fetch for those
 * hosts here (`interceptProviderHosts`).
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
  'accounts.google.com': '/google',
  'oauth2.googleapis.com': '/google',
  'github.com': '/github',
  'api.github.com': '/github/api/v3',
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

export interface OAuthClients {
  google: { clientId: string; clientSecret: string };
  github: { clientId: string; clientSecret: string };
}

/** A stable identity for an e-mail typed on the consent page (the same person signs in as the same account). */
function identityFor(email: string, name: string, baseUrl: string): ProviderIdentity {
  const digest = createHash('sha256').update(email.toLowerCase()).digest('hex');
  const id = String(Number.parseInt(digest.slice(0, 8), 16));
  return { id, email, name, picture: `${baseUrl}/avatars/${id}.svg` };
}

export async function startOAuthProviderServer(
  clients: OAuthClients,
  listen: { port?: number; host?: string } = {},
): Promise<OAuthProviderServer> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, ProviderIdentity>();
  const next: Partial<Record<'google' | 'github', ProviderIdentity>> = {};
  const tokenExchanges = { google: 0, github: 0 };
  const pictureNames = new Map<string, string>();
  let baseUrl = '';

  /** The authorization request's own checks; null when it is acceptable. */
  function invalidRequest(provider: 'google' | 'github', params: URLSearchParams): string | null {
    if (params.get('client_id') !== clients[provider].clientId) return 'invalid_client';
    if (!params.get('redirect_uri') || !params.get('state')) return 'invalid_request';
    if (provider === 'google' && params.get('response_type') !== 'code') return 'unsupported_response_type';
    return null;
  }

  function redirectWithCode(
    provider: 'google' | 'github',
    params: URLSearchParams,
    identity: ProviderIdentity,
    res: ServerResponse,
  ): void {
    const code = randomBytes(16).toString('hex');
    const redirectUri = params.get('redirect_uri') ?? '';
    pictureNames.set(identity.id, identity.name);
    codes.set(code, {
      provider,
      clientId: clients[provider].clientId,
      redirectUri,
      codeChallenge: params.get('code_challenge'),
      identity,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', params.get('state') ?? '');
    res.writeHead(302, { location: target.href });
    res.end();
  }

  function authorize(provider: 'google' | 'github', url: URL, res: ServerResponse) {
    const problem = invalidRequest(provider, url.searchParams);
    if (problem) return sendJson(res, 400, { error: problem });
    const preset = next[provider];
    if (preset) {
      delete next[provider];
      return redirectWithCode(provider, url.searchParams, preset, res);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(consentPage({ provider, action: url.pathname, params: url.searchParams }));
  }

  async function decide(provider: 'google' | 'github', req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const decision = form.get('decision');
    const name = (form.get('name') ?? '').trim();
    const email = (form.get('email') ?? '').trim();
    const params = new URLSearchParams(form);
    for (const field of ['decision', 'name', 'email']) params.delete(field);
    const problem = invalidRequest(provider, params);
    if (problem) return sendJson(res, 400, { error: problem });
    if (decision !== 'allow') {
      const target = new URL(params.get('redirect_uri') ?? '');
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied the request');
      target.searchParams.set('state', params.get('state') ?? '');
      res.writeHead(302, { location: target.href });
      return res.end();
    }
    if (!name || !email.includes('@')) return sendJson(res, 400, { error: 'invalid_request' });
    redirectWithCode(provider, params, identityFor(email, name, baseUrl), res);
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
    const get = req.method === 'GET';
    const post = req.method === 'POST';
    if (path === '/google/o/oauth2/v2/auth' && get) return authorize('google', url, res);
    if (path === '/google/o/oauth2/v2/auth' && post) return void decide('google', req, res);
    if (path === '/google/token' && post) return void token('google', req, res);
    if (path === '/github/login/oauth/authorize' && get) return authorize('github', url, res);
    if (path === '/github/login/oauth/authorize' && post) return void decide('github', req, res);
    if (path === '/github/login/oauth/access_token' && post) return void token('github', req, res);
    if (get && (path === '/github/api/v3/user' || path === '/github/api/v3/user/emails'))
      return githubApi(path.slice('/github/api/v3'.length), req, res);
    const avatar = get ? path.match(/^\/avatars\/(\d+)\.svg$/) : null;
    if (avatar) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
      const initial = (pictureNames.get(avatar[1] ?? '') ?? '?').charAt(0).toUpperCase();
      return res.end(avatarSvg(initial, Number(avatar[1]) % 360));
    }
    sendJson(res, 404, { error: 'not_found' });
  });
  const host = listen.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port ?? 0, host, resolve);
  });
  baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    tokenExchanges,
    setNextIdentity(provider, identity) {
      next[provider] = identity;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
