import type { AuthOptions } from './auth-api.ts';
import { sha256Hex } from './sha256.ts';

/**
 * Captcha tokens for anonymous sign-in and sign-up (SPEC.md §2 "captcha", §5).
 * - ALTCHA (default, self-hosted): the proof of work is solved in the browser, no third party. Both challenge
 *   formats are accepted: v2 ({parameters, signature}, solved with the `altcha` package's solver) and v1
 *   ({algorithm, challenge, salt, signature, maxnumber}, a SHA counter search done here).
 * - Turnstile / hCaptcha: their widget, with the provider's public test site key when the address carries
 *   `captcha=test` or `ts=test`.
 */
export type CaptchaConfig = AuthOptions['captcha'];

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/** Public test keys the providers document: they always pass. */
export const TEST_SITE_KEYS = {
  turnstile: '1x00000000000000000000AA',
  hcaptcha: '10000000-ffff-ffff-ffff-000000000001',
} as const;

export function wantsTestSiteKey(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return params.get('captcha') === 'test' || params.get('ts') === 'test';
}

export function siteKeyFor(config: CaptchaConfig, search?: string): string | null {
  if (config.provider !== 'turnstile' && config.provider !== 'hcaptcha') return null;
  if (wantsTestSiteKey(search)) return config.testSiteKey ?? TEST_SITE_KEYS[config.provider];
  return config.siteKey ?? null;
}

interface ChallengeV1 {
  algorithm: string;
  challenge: string;
  salt: string;
  signature?: string;
  maxnumber?: number;
  maxNumber?: number;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hashes per slice before the solver yields to the page, so input stays responsive. */
const SOLVE_SLICE = 5000;

async function solveV1(challenge: ChallengeV1): Promise<string> {
  const max = challenge.maxnumber ?? challenge.maxNumber ?? 1_000_000;
  const algorithm = challenge.algorithm.toUpperCase();
  const started = performance.now();
  const encoder = new TextEncoder();
  const hash =
    algorithm === 'SHA-256'
      ? async (text: string) => sha256Hex(text)
      : async (text: string) => toHex(await crypto.subtle.digest(algorithm, encoder.encode(text)));
  for (let number = 0; number <= max; number++) {
    if ((await hash(`${challenge.salt}${number}`)) === challenge.challenge) {
      return btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
          took: Math.round(performance.now() - started),
        }),
      );
    }
    if (number % SOLVE_SLICE === SOLVE_SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('Could not solve the security check');
}

async function solveV2(challenge: {
  parameters: { algorithm: string };
  signature?: string;
}): Promise<string> {
  const lib = await import('altcha/lib');
  const algorithm = challenge.parameters.algorithm.toUpperCase();
  const { deriveKey } = algorithm.startsWith('PBKDF2')
    ? lib.pbkdf2
    : algorithm.startsWith('SCRYPT')
      ? lib.scrypt
      : algorithm.startsWith('ARGON2')
        ? lib.argon2id
        : lib.sha;
  const solution = await lib.solveChallenge({
    challenge: challenge as Parameters<typeof lib.solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: 60_000,
  });
  if (!solution) throw new Error('Could not solve the security check');
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

/** Fetches an ALTCHA challenge and returns the base64 payload the server verifies. */
export async function solveAltcha(): Promise<string> {
  const response = await fetch(CAPTCHA_CHALLENGE_PATH, { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new Error('Could not load the security check');
  const challenge = (await response.json()) as Record<string, unknown>;
  if (typeof challenge.parameters === 'object' && challenge.parameters !== null)
    return solveV2(challenge as { parameters: { algorithm: string }; signature?: string });
  return solveV1(challenge as unknown as ChallengeV1);
}

/**
 * A token for a request that needs one, without any UI for ALTCHA; for Turnstile and hCaptcha a small overlay
 * shows the provider's widget until it answers. Null when the captcha is off.
 */
export async function obtainCaptchaToken(config: CaptchaConfig): Promise<string | null> {
  if (config.provider === 'off') return null;
  if (config.provider === 'altcha') return solveAltcha();
  const siteKey = siteKeyFor(config);
  if (!siteKey) throw new Error('Security verification is required');
  const { renderThirdPartyOverlay } = await import('./third-party-captcha.ts');
  return renderThirdPartyOverlay(config.provider, siteKey);
}
