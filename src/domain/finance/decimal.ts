/**
 * Exact decimal numbers as a bigint and a count of decimal places (value = units × 10^−scale). Money and rates use
 * these so 0.1 + 0.2 is 0.3 and a converted balance matches the accountant's to the penny; binary floats never
 * touch an amount.
 */
import { AppError } from '../errors.ts';

export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

// Bounded so a hostile "1e999999999" cannot make us build a gigantic bigint.
const MAX_TEXT_LENGTH = 80;
const MAX_EXPONENT = 100;
const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Parses "12.34", "-0.5", "1e-7" or a finite number (via its shortest exact decimal spelling). */
export function parseDecimal(
  input: string | number,
  code: 'AMOUNT_INVALID' | 'EXCHANGE_RATE_INVALID' = 'AMOUNT_INVALID',
): Decimal {
  if (typeof input === 'number' && !Number.isFinite(input)) throw new AppError(code);
  const text = String(input).trim();
  const match = text.length <= MAX_TEXT_LENGTH ? DECIMAL_PATTERN.exec(text) : null;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match ?? [];
  if (!match || whole + fraction === '') throw new AppError(code);
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) throw new AppError(code);
  const digits = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  const scale = fraction.length - exponent;
  return normaliseDecimal(
    scale >= 0 ? { units: digits, scale } : { units: digits * pow10(-scale), scale: 0 },
  );
}

/** Drops trailing zeros after the point, so equal values have one spelling. */
export function normaliseDecimal(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** Integer division rounding halves away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new AppError('DIVIDE_BY_ZERO');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** The value at exactly `scale` places, rounding half away from zero when places are dropped. */
export function rescaleDecimal(value: Decimal, scale: number): Decimal {
  if (scale >= value.scale) return { units: value.units * pow10(scale - value.scale), scale };
  return { units: divideRounded(value.units, pow10(value.scale - scale)), scale };
}

export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescaleDecimal(a, scale).units;
  const y = rescaleDecimal(b, scale).units;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Plain decimal notation, never exponent form; at least `minFractionDigits` places. */
export function formatDecimal(value: Decimal, minFractionDigits = 0): string {
  const normal = normaliseDecimal(value);
  const { units, scale } = rescaleDecimal(normal, Math.max(normal.scale, minFractionDigits));
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
