import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay, presenceRetryDelay, retryDelay } from './retry.ts';

describe('retryDelay', () => {
  it('waits 1 s, then 2 s, then doubles up to the 5 s cap', () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('never waits longer than 5 s and never waits less for a later retry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (attempt) => {
        expect(retryDelay(attempt)).toBeLessThanOrEqual(5000);
        expect(retryDelay(attempt + 1)).toBeGreaterThanOrEqual(retryDelay(attempt));
      }),
    );
  });

  it('doubles the wait until the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (attempt) => {
        expect(retryDelay(attempt + 1)).toBe(Math.min(retryDelay(attempt) * 2, 5000));
      }),
    );
  });

  it('does not wait before the first attempt', () => {
    expect(retryDelay(0)).toBe(0);
    expect(backoffDelay(1.5, 1000, 5000)).toBe(0);
  });
});

describe('presenceRetryDelay', () => {
  it('starts at 1 s and caps at 5 s', () => {
    expect([1, 2, 3, 4].map(presenceRetryDelay)).toEqual([1000, 2000, 4000, 5000]);
  });
});
