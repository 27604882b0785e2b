/**
 * Money: a non-negative amount in one ISO currency, held exactly at 4 decimal places (enough for the provider's
 * unit amounts and for rate conversions before rounding to pence). Arithmetic only mixes equal currencies.
 */
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants.ts';
import { AppError } from '../errors.ts';
import { catchIntoIssue } from '../validation.ts';
import { compareDecimal, type Decimal, divideRounded, formatDecimal, parseDecimal } from './decimal.ts';

export const MONEY_SCALE = 4;
const SCALE_FACTOR = 10n ** BigInt(MONEY_SCALE);

export interface Money {
  /** Ten-thousandths of the currency unit: 12.34 GBP is 123400n. */
  readonly units: bigint;
  readonly currency: string;
}

export type DecimalInput = string | number | Decimal;

/** Trims and upper-cases, then insists on three letters ("gbp" is fine, "GB" and "£" are not). */
export function normaliseCurrency(currency: string): string {
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(code)) throw new AppError('CURRENCY_INVALID');
  return code;
}

export function isCurrencyCode(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

function toDecimal(value: DecimalInput): Decimal {
  return typeof value === 'object' ? value : parseDecimal(value);
}

export function moneyFromUnits(units: bigint, currency: string = DEFAULT_CURRENCY): Money {
  if (units < 0n) throw new AppError('AMOUNT_NEGATIVE');
  return Object.freeze({ units, currency: normaliseCurrency(currency) });
}

/** Exact: "12.34" and 12.34 both give 12.34; more than 4 decimal places is refused rather than rounded away. */
export function createMoney(amount: DecimalInput, currency: string = DEFAULT_CURRENCY): Money {
  const value = toDecimal(amount);
  if (value.scale > MONEY_SCALE) throw new AppError('AMOUNT_TOO_PRECISE');
  return moneyFromUnits(value.units * 10n ** BigInt(MONEY_SCALE - value.scale), currency);
}

export function zeroMoney(currency: string = DEFAULT_CURRENCY): Money {
  return moneyFromUnits(0n, currency);
}

function assertSameCurrency(a: Money, b: Money, operation: 'add' | 'subtract' | 'compare'): void {
  if (a.currency !== b.currency) {
    throw new AppError('CURRENCY_MISMATCH', { operation, left: a.currency, right: b.currency });
  }
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b, 'add');
  return moneyFromUnits(a.units + b.units, a.currency);
}

/** Throws AMOUNT_NEGATIVE when b is larger: Money never goes below zero. */
export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b, 'subtract');
  return moneyFromUnits(a.units - b.units, a.currency);
}

export function sumMoney(items: readonly Money[], currency: string = DEFAULT_CURRENCY): Money {
  return items.reduce(addMoney, zeroMoney(currency));
}

/** Multiplies by an exact decimal factor (e.g. an exchange rate), rounding half up to 4 places. */
export function multiplyMoney(money: Money, factor: DecimalInput): Money {
  const f = toDecimal(factor);
  return moneyFromUnits(divideRounded(money.units * f.units, 10n ** BigInt(f.scale)), money.currency);
}

/** Divides by an exact decimal, rounding half up to 4 places; dividing by zero throws DIVIDE_BY_ZERO. */
export function divideMoney(money: Money, divisor: DecimalInput): Money {
  const d = toDecimal(divisor);
  if (d.units === 0n) throw new AppError('DIVIDE_BY_ZERO');
  return moneyFromUnits(divideRounded(money.units * 10n ** BigInt(d.scale), d.units), money.currency);
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b, 'compare');
  return compareDecimal({ units: a.units, scale: 0 }, { units: b.units, scale: 0 });
}

export function moneyEquals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.units === b.units;
}

export function isZeroMoney(money: Money): boolean {
  return money.units === 0n;
}

/** The exact amount as a decimal string with at least 2 places: "12.30", "0.0125". */
export function formatMoneyAmount(money: Money, minFractionDigits = 2): string {
  return formatDecimal({ units: money.units, scale: MONEY_SCALE }, minFractionDigits);
}

/** The amount rounded half up to whole minor units (pence for GBP), for storage in integer columns or payments. */
export function toMinorUnits(money: Money, minorDigits = 2): bigint {
  return divideRounded(money.units, SCALE_FACTOR / 10n ** BigInt(minorDigits));
}

/** For display: "£12.30". The amount goes to Intl as an exact decimal string, never as a float. */
export function formatMoney(money: Money, locale = 'en-GB'): string {
  const amount = formatMoneyAmount(money) as `${number}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(amount);
}

/** JSON has no bigint: on the wire Money is {amount: "12.34", currency: "GBP"}. */
export function moneyToJson(money: Money): { amount: string; currency: string } {
  return { amount: formatMoneyAmount(money), currency: money.currency };
}

export const moneySchema = z
  .object({ amount: z.union([z.string(), z.number()]), currency: z.string().default(DEFAULT_CURRENCY) })
  .transform(({ amount, currency }, ctx) => catchIntoIssue(ctx, () => createMoney(amount, currency)));
