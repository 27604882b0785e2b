import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutText, truncateWithEllipsis } from './text.ts';

describe('cutText', () => {
  it('never cuts an emoji in half', () => {
    expect(cutText('ab😀cd', 3)).toBe('ab');
    expect(cutText('ab😀cd', 4)).toBe('ab😀');
  });

  it('returns a prefix no longer than the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(60), (text, max) => {
        const cut = cutText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.length, max) - 1);
      }),
    );
  });
});

describe('truncateWithEllipsis', () => {
  it('keeps text that fits and marks text that was cut', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 60 }), (text, max) => {
        const out = truncateWithEllipsis(text, max);
        if (text.length <= max) expect(out).toBe(text);
        else {
          expect(out.endsWith('...')).toBe(true);
          expect(out.length).toBeLessThanOrEqual(max + 3);
          expect(text.startsWith(out.slice(0, -3))).toBe(true);
        }
      }),
    );
  });
});
