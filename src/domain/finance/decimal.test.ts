import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchAppError } from '../test-helpers.ts';
import { compareDecimal, divideRounded, formatDecimal, parseDecimal, rescaleDecimal } from './decimal.ts';

describe('decimal parsing and formatting', () => {
  it('reads plain, signed, fractional and exponent forms exactly', () => {
    expect(parseDecimal('12.340')).toEqual({ units: 1234n, scale: 2 });
    expect(parseDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal('.25')).toEqual({ units: 25n, scale: 2 });
    expect(parseDecimal('1e-7')).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal('1.5E3')).toEqual({ units: 1500n, scale: 0 });
    expect(parseDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
  });

  it('refuses text that is not a decimal number', () => {
    for (const bad of ['', '.', 'abc', '1,5', '1.2.3', '1e', '1e999', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(catchAppError(() => parseDecimal(bad)).message).toBe('Amount must be a decimal number');
    }
  });

  it('writes plain notation with the requested minimum places', () => {
    expect(formatDecimal(parseDecimal('1e-7'))).toBe('0.0000001');
    expect(formatDecimal(parseDecimal('-12.5'), 2)).toBe('-12.50');
    expect(formatDecimal(parseDecimal('3'), 0)).toBe('3');
  });

  it('reads back whatever it writes', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 12 }), (units, scale) => {
        const text = formatDecimal({ units, scale });
        expect(compareDecimal(parseDecimal(text), { units, scale })).toBe(0);
        expect(formatDecimal(parseDecimal(text))).toBe(text);
      }),
    );
  });
});

describe('decimal rounding', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(rescaleDecimal(parseDecimal('1.23456'), 4)).toEqual({ units: 12346n, scale: 4 });
  });

  it('stays within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt(),
        fc.bigInt().filter((d) => d !== 0n),
        (n, d) => {
          const q = divideRounded(n, d);
          const error = q * d - n;
          const abs = (x: bigint) => (x < 0n ? -x : x);
          expect(abs(error) * 2n <= abs(d)).toBe(true);
        },
      ),
    );
  });

  it('refuses to divide by zero', () => {
    expect(catchAppError(() => divideRounded(1n, 0n)).message).toBe('Cannot divide by zero');
  });
});
