import { describe, expect, it } from 'vitest';
import { siteKeyFor, TEST_SITE_KEYS, wantsTestSiteKey } from './captcha.ts';

describe('the captcha site key (SPEC §2: captcha=test or ts=test switches to the demo key)', () => {
  const turnstile = {
    provider: 'turnstile' as const,
    siteKey: 'live-key',
    testSiteKey: TEST_SITE_KEYS.turnstile,
  };

  it('uses the configured key normally and the public test key when the address asks for it', () => {
    expect(siteKeyFor(turnstile, '')).toBe('live-key');
    expect(siteKeyFor(turnstile, '?captcha=test')).toBe(TEST_SITE_KEYS.turnstile);
    expect(siteKeyFor(turnstile, '?q=1&ts=test')).toBe(TEST_SITE_KEYS.turnstile);
    expect(siteKeyFor({ provider: 'hcaptcha' }, '?ts=test')).toBe(TEST_SITE_KEYS.hcaptcha);
  });

  it('ignores other values and has no site key for ALTCHA or off', () => {
    expect(wantsTestSiteKey('?captcha=yes&ts=TEST')).toBe(false);
    expect(siteKeyFor(turnstile, '?captcha=1')).toBe('live-key');
    expect(siteKeyFor({ provider: 'altcha' }, '?captcha=test')).toBeNull();
    expect(siteKeyFor({ provider: 'off' }, '')).toBeNull();
  });
});
