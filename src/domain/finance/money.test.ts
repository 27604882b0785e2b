import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchAppError } from '../test-helpers.ts';
import { parseOrThrow } from '../validation.ts';
import {
  addMoney,
  compareMoney,
  createMoney,
  divideMoney,
  formatMoney,
  formatMoneyAmount,
  type Money,
  moneyEquals,
  moneyFromUnits,
  moneySchema,
  moneyToJson,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  toMinorUnits,
} from './money.ts';

const gbp = fc.bigInt({ min: 0n, max: 10n ** 15n }).map((units) => moneyFromUnits(units, 'GBP'));

describe('creating money', () => {
  it('defaults to GBP and keeps the amount exactly', () => {
    const money = createMoney('12.34');
    expect(money.currency).toBe('GBP');
    expect(formatMoneyAmount(money)).toBe('12.34');
  });

  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(formatMoneyAmount(addMoney(createMoney(0.1), createMoney(0.2)))).toBe('0.30');
  });

  it('refuses a negative amount', () => {
    expect(catchAppError(() => createMoney('-0.01')).message).toBe('Amount cannot be negative');
  });

  it('refuses more than 4 decimal places instead of silently rounding', () => {
    expect(formatMoneyAmount(createMoney('1.2345'))).toBe('1.2345');
    expect(catchAppError(() => createMoney('1.23456')).code).toBe('AMOUNT_TOO_PRECISE');
  });

  it('accepts a three-letter currency in any case and refuses others', () => {
    expect(createMoney('1', 'usd').currency).toBe('USD');
    for (const bad of ['US', 'DOLLAR', '£', '12A']) {
      expect(catchAppError(() => createMoney('1', bad)).message).toBe('Currency must be a 3-letter ISO code');
    }
  });
});

describe('money arithmetic', () => {
  it('adds commutatively and associatively', () => {
    fc.assert(
      fc.property(gbp, gbp, gbp, (a, b, c) => {
        expect(moneyEquals(addMoney(a, b), addMoney(b, a))).toBe(true);
        expect(moneyEquals(addMoney(addMoney(a, b), c), addMoney(a, addMoney(b, c)))).toBe(true);
      }),
    );
  });

  it('undoes an addition by subtracting', () => {
    fc.assert(
      fc.property(gbp, gbp, (a, b) => {
        expect(moneyEquals(subtractMoney(addMoney(a, b), b), a)).toBe(true);
      }),
    );
  });

  it('refuses to go below zero when subtracting', () => {
    expect(catchAppError(() => subtractMoney(createMoney('1'), createMoney('2'))).code).toBe(
      'AMOUNT_NEGATIVE',
    );
  });

  it('refuses to mix currencies', () => {
    const error = catchAppError(() => addMoney(createMoney('1', 'GBP'), createMoney('1', 'EUR')));
    expect(error.message).toBe('Cannot add different currencies: GBP and EUR');
    expect(catchAppError(() => subtractMoney(createMoney('1', 'GBP'), createMoney('1', 'EUR'))).message).toBe(
      'Cannot subtract different currencies: GBP and EUR',
    );
  });

  it('multiplies by an exact rate and rounds half up at 4 places', () => {
    expect(formatMoneyAmount(multiplyMoney(createMoney('100'), '1.16789'))).toBe('116.789');
    expect(formatMoneyAmount(multiplyMoney(createMoney('0.0001'), '0.5'))).toBe('0.0001');
    expect(formatMoneyAmount(multiplyMoney(createMoney('0.0001'), '0.49'))).toBe('0.00');
  });

  it('leaves any amount unchanged when multiplied or divided by one', () => {
    fc.assert(
      fc.property(gbp, (a) => {
        expect(moneyEquals(multiplyMoney(a, '1'), a)).toBe(true);
        expect(moneyEquals(divideMoney(a, '1.000'), a)).toBe(true);
      }),
    );
  });

  it('divides with rounding and refuses zero', () => {
    expect(formatMoneyAmount(divideMoney(createMoney('10'), 3))).toBe('3.3333');
    expect(formatMoneyAmount(divideMoney(createMoney('2'), 3))).toBe('0.6667');
    expect(catchAppError(() => divideMoney(createMoney('10'), '0.00')).message).toBe('Cannot divide by zero');
  });

  it('sums a list and compares within one currency', () => {
    const total = sumMoney([createMoney('1.5'), createMoney('2.25')]);
    expect(formatMoneyAmount(total)).toBe('3.75');
    expect(compareMoney(createMoney('1'), total)).toBe(-1);
    expect(compareMoney(total, createMoney('3.7500'))).toBe(0);
  });
});

describe('money on the wire and on screen', () => {
  it('survives a JSON round trip exactly', () => {
    fc.assert(
      fc.property(gbp, (a: Money) => {
        const back = parseOrThrow(moneySchema, JSON.parse(JSON.stringify(moneyToJson(a))));
        expect(moneyEquals(back, a)).toBe(true);
      }),
    );
  });

  it('reports an invalid amount as an issue with its catalogue message', () => {
    expect(moneySchema.safeParse({ amount: '-1' }).success).toBe(false);
    expect(catchAppError(() => parseOrThrow(moneySchema, { amount: '1', currency: 'x' })).code).toBe(
      'CURRENCY_INVALID',
    );
  });

  it('rounds to pence for minor units', () => {
    expect(toMinorUnits(createMoney('12.345'))).toBe(1235n);
    expect(toMinorUnits(createMoney('12.3449'))).toBe(1234n);
  });

  it('formats for display with the currency symbol', () => {
    expect(formatMoney(createMoney('1234.5'))).toBe('£1,234.50');
  });
});
