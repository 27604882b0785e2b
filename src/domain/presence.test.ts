import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewportKind } from './breakpoints.ts';
import { detectDeviceType, effectivePresenceStatus, isPresenceOnline, isPresenceStale } from './presence.ts';

const now = new Date('2026-02-01T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('presence freshness', () => {
  it('goes stale only after 5 minutes without being seen', () => {
    expect(isPresenceStale({ lastSeenAt: ago(5 * 60_000) }, now)).toBe(false);
    expect(isPresenceStale({ lastSeenAt: ago(5 * 60_000 + 1) }, now)).toBe(true);
  });

  it('counts a user online only when online and not stale', () => {
    expect(isPresenceOnline({ status: 'online', lastSeenAt: ago(1000) }, now)).toBe(true);
    expect(isPresenceOnline({ status: 'online', lastSeenAt: ago(6 * 60_000) }, now)).toBe(false);
    expect(isPresenceOnline({ status: 'away', lastSeenAt: ago(1000) }, now)).toBe(false);
  });

  it('shows a stale presence as offline', () => {
    fc.assert(
      fc.property(fc.constantFrom('online', 'away', 'offline' as const), fc.nat(3_600_000), (status, age) => {
        const shown = effectivePresenceStatus({ status, lastSeenAt: ago(age) }, now);
        expect(shown).toBe(age > 5 * 60_000 ? 'offline' : status);
      }),
    );
  });
});

const UA = {
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  unknown: 'SomeBot/1.0',
};

describe('device detection', () => {
  it('calls an installed app a pwa whatever the device', () => {
    expect(detectDeviceType({ userAgent: UA.iPhone, isStandalone: true })).toBe('pwa');
  });

  it('tells tablets, phones and desktops apart by user agent', () => {
    expect(detectDeviceType({ userAgent: UA.iPad })).toBe('tablet');
    expect(detectDeviceType({ userAgent: UA.iPhone })).toBe('mobile');
    expect(detectDeviceType({ userAgent: UA.iPod })).toBe('mobile');
    expect(detectDeviceType({ userAgent: UA.androidPhone })).toBe('mobile');
    expect(detectDeviceType({ userAgent: UA.androidTablet })).toBe('tablet');
    expect(detectDeviceType({ userAgent: UA.windows, screenWidth: 500 })).toBe('desktop');
    expect(detectDeviceType({ userAgent: UA.mac })).toBe('desktop');
    expect(detectDeviceType({ userAgent: UA.linux })).toBe('desktop');
  });

  it('recognises an iPad that reports itself as a Mac by its touch points', () => {
    expect(detectDeviceType({ userAgent: UA.mac, maxTouchPoints: 5 })).toBe('tablet');
  });

  it('falls back to the screen width with the shared breakpoints', () => {
    expect(detectDeviceType({ userAgent: UA.unknown, screenWidth: 768 })).toBe('mobile');
    expect(detectDeviceType({ userAgent: UA.unknown, screenWidth: 769 })).toBe('tablet');
    expect(detectDeviceType({ userAgent: UA.unknown, screenWidth: 1024 })).toBe('tablet');
    expect(detectDeviceType({ userAgent: UA.unknown, screenWidth: 1025 })).toBe('desktop');
    expect(detectDeviceType({ userAgent: UA.unknown })).toBe('desktop');
  });

  it('agrees with the viewport kind for any width when the agent says nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (width) => {
        expect(detectDeviceType({ userAgent: '', screenWidth: width })).toBe(viewportKind(width));
      }),
    );
  });
});
