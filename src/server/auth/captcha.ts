import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Redis } from '../redis/redis-connection.ts';
import { createUsedCaptchaStore } from './used-captcha-store.ts';

/*
 * Captcha (SPEC §2, §5): asked only of unauthenticated users, on anonymous sign-in and e-mail sign-up.
 * - altcha (default): self-hosted proof of work. The server signs a challenge (HMAC key derived from AUTH_SECRET,
 *   so every process behind a load balancer agrees) and verifies the solution; a solved payload is accepted once
 *   (remembered until the challenge expires, in Redis when REDIS_URL is set so every process agrees, else in
 *   this process's memory).
 * - turnstile / hcaptcha: the provider's siteverify with CAPTCHA_SECRET (URL overridable by CAPTCHA_VERIFY_URL).
 * - off: no check (tests; production warns at start-up).
 */

/** ALTCHA v1 challenge as the widget expects it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export type CaptchaProviderId = Config['CAPTCHA_PROVIDER'];

/** The providers' documented public test site keys (always pass). */
export const TEST_SITE_KEYS = {
  turnstile: '1x00000000000000000000AA',
  hcaptcha: '10000000-ffff-ffff-ffff-000000000001',
} as const;

const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/** About 10k SHA-256 hashes on average: a blink in a browser, yet not free for a bot farm at scale. */
export const ALTCHA_MAX_NUMBER = 20_000;
const ALTCHA_EXPIRY_MS = 10 * 60_000;

export interface CaptchaService {
  provider: CaptchaProviderId;
  /** An ALTCHA challenge; only for provider altcha. */
  createChallenge(): Promise<AltchaChallenge>;
  /** True when the token proves a human (always true when off). */
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export function createCaptchaService(options: {
  config: Config;
  logger: Logger;
  redis?: Redis;
}): CaptchaService {
  const { config, logger } = options;
  const provider = config.CAPTCHA_PROVIDER;
  if (provider === 'off' && config.NODE_ENV === 'production') {
    logger.warn('CAPTCHA_PROVIDER=off: anonymous sign-in and sign-up are not protected against bots');
  }
  if ((provider === 'turnstile' || provider === 'hcaptcha') && !config.CAPTCHA_SECRET) {
    logger.warn(`CAPTCHA_PROVIDER=${provider} without CAPTCHA_SECRET: every captcha check will fail`);
  }
  const hmacKey = createHmac('sha256', config.AUTH_SECRET).update('ideaforge:altcha').digest('hex');
  const used = createUsedCaptchaStore({ redis: options.redis, logger });

  async function verifyAltcha(token: string): Promise<boolean> {
    const payload = decodeAltchaPayload(token);
    if (!payload) return false;
    const ok = await verifySolution(payload, hmacKey, true).catch(() => false);
    if (!ok) return false;
    return used.claim(`${payload.challenge}:${payload.number}`, ALTCHA_EXPIRY_MS);
  }

  async function verifySiteverify(
    kind: 'turnstile' | 'hcaptcha',
    token: string,
    remoteIp: string | undefined,
  ): Promise<boolean> {
    const form = new URLSearchParams({ secret: config.CAPTCHA_SECRET ?? '', response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    if (kind === 'hcaptcha' && config.CAPTCHA_SITE_KEY) form.set('sitekey', config.CAPTCHA_SITE_KEY);
    try {
      const response = await fetch(config.CAPTCHA_VERIFY_URL ?? SITEVERIFY_URLS[kind], {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch (error) {
      logger.warn({ err: error, provider: kind }, 'captcha siteverify failed');
      return false;
    }
  }

  return {
    provider,
    async createChallenge() {
      const challenge = await createChallenge({
        hmacKey,
        maxnumber: ALTCHA_MAX_NUMBER,
        expires: new Date(Date.now() + ALTCHA_EXPIRY_MS),
      });
      return { ...challenge, signature: challenge.signature ?? '' };
    },
    async verify(token, remoteIp) {
      if (provider === 'off') return true;
      if (!token || token.length > 10_000) return false;
      if (provider === 'altcha') return verifyAltcha(token);
      return verifySiteverify(provider, token, remoteIp);
    },
  };
}

interface AltchaPayload {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
  took?: number;
}

/** The widget sends base64(JSON); plain JSON is accepted too. */
function decodeAltchaPayload(token: string): AltchaPayload | null {
  for (const text of [safeBase64(token), token]) {
    if (!text) continue;
    try {
      const value = JSON.parse(text) as Partial<AltchaPayload>;
      if (
        typeof value.challenge === 'string' &&
        typeof value.number === 'number' &&
        typeof value.salt === 'string' &&
        typeof value.signature === 'string' &&
        typeof value.algorithm === 'string'
      )
        return value as AltchaPayload;
    } catch {
      // try the next form
    }
  }
  return null;
}

function safeBase64(token: string): string | null {
  try {
    return Buffer.from(token, 'base64').toString('utf8');
  } catch {
    return null;
  }
}

/** What the web client needs to render the widget. */
export function captchaClientOptions(config: Config): {
  provider: CaptchaProviderId;
  siteKey?: string;
  testSiteKey?: string;
} {
  const provider = config.CAPTCHA_PROVIDER;
  if (provider === 'turnstile' || provider === 'hcaptcha') {
    return {
      provider,
      ...(config.CAPTCHA_SITE_KEY ? { siteKey: config.CAPTCHA_SITE_KEY } : {}),
      testSiteKey: TEST_SITE_KEYS[provider],
    };
  }
  return { provider };
}
