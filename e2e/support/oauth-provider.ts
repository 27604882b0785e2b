/**
 * The local OAuth provider the e2e app server signs in with (GOOGLE_OAUTH_BASE_URL / GITHUB_OAUTH_BASE_URL point
 * at it). Playwright starts it as a web server of its own: `node e2e/support/oauth-provider.ts` with PORT set.
 * It speaks Google's and GitHub's authorization-code protocol and shows a consent page the tests click through.
 */
export const E2E_OAUTH_CLIENTS = {
  google: { clientId: 'ideaforge-e2e-google', clientSecret: 'e2e-google-secret' },
  github: { clientId: 'ideaforge-e2e-github', clientSecret: 'e2e-github-secret' },
};

/** Where it listens: E2E_OAUTH_PORT, else the port after the app's. */
export function oauthProviderUrl(appPort: number): string {
  return `http://127.0.0.1:${Number(process.env.E2E_OAUTH_PORT ?? appPort + 1)}`;
}

/** The app server's environment for a provider server at `url`. */
export function oauthEnv(url: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: E2E_OAUTH_CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: E2E_OAUTH_CLIENTS.google.clientSecret,
    GOOGLE_OAUTH_BASE_URL: `${url}/google`,
    GITHUB_CLIENT_ID: E2E_OAUTH_CLIENTS.github.clientId,
    GITHUB_CLIENT_SECRET: E2E_OAUTH_CLIENTS.github.clientSecret,
    GITHUB_OAUTH_BASE_URL: `${url}/github`,
  };
}

if (import.meta.main) {
  const { startOAuthProviderServer } = await import('../../src/server/testing/oauth-provider-server.ts');
  const server = await startOAuthProviderServer(E2E_OAUTH_CLIENTS, { port: Number(process.env.PORT ?? 0) });
  console.log(`local OAuth provider listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
