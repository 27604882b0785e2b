import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_QUERIES, viewportKind } from './breakpoints.ts';

describe('breakpoints', () => {
  it('puts 768 in mobile, 769 to 1024 in tablet and 1025 up in desktop', () => {
    expect([0, 768, 769, 1024, 1025, 4000].map(viewportKind)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('never goes back to a smaller kind as the width grows', () => {
    const order = ['mobile', 'tablet', 'desktop'];
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(viewportKind(small))).toBeLessThanOrEqual(order.indexOf(viewportKind(large)));
      }),
    );
  });

  it('writes the same limits into the media queries', () => {
    expect(MEDIA_QUERIES).toEqual({
      mobile: '(max-width: 768px)',
      tablet: '(min-width: 769px) and (max-width: 1024px)',
      desktop: '(min-width: 1025px)',
    });
  });
});
