import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchAppError } from '../test-helpers.ts';
import { formatDecimal } from './decimal.ts';
import { convertMoney, createExchangeRate, invertExchangeRate } from './exchange-rate.ts';
import { createMoney, formatMoneyAmount, moneyFromUnits } from './money.ts';

const effectiveDate = new Date('2026-01-01T00:00:00Z');
const gbpToEur = createExchangeRate({
  fromCurrency: 'GBP',
  toCurrency: 'EUR',
  rate: '1.1675',
  effectiveDate,
});

describe('exchange rates', () => {
  it('must be positive', () => {
    for (const rate of ['0', '-1.2']) {
      expect(
        catchAppError(() =>
          createExchangeRate({ fromCurrency: 'GBP', toCurrency: 'EUR', rate, effectiveDate }),
        ).message,
      ).toBe('Exchange rate must be positive');
    }
  });

  it('needs two different currencies', () => {
    const error = catchAppError(() =>
      createExchangeRate({ fromCurrency: 'gbp', toCurrency: 'GBP', rate: '1', effectiveDate }),
    );
    expect(error.message).toBe('Exchange rate currencies must be different');
  });

  it('refuses a rate that is not a number', () => {
    const error = catchAppError(() =>
      createExchangeRate({ fromCurrency: 'GBP', toCurrency: 'EUR', rate: 'abc', effectiveDate }),
    );
    expect(error.code).toBe('EXCHANGE_RATE_INVALID');
  });

  it('converts money of its from-currency into its to-currency exactly', () => {
    const eur = convertMoney(createMoney('100'), gbpToEur);
    expect(eur.currency).toBe('EUR');
    expect(formatMoneyAmount(eur)).toBe('116.75');
  });

  it('refuses money in another currency', () => {
    expect(catchAppError(() => convertMoney(createMoney('1', 'USD'), gbpToEur)).message).toBe(
      'Cannot convert USD with a GBP to EUR rate',
    );
  });

  it('inverts to the reverse rate', () => {
    const eurToGbp = invertExchangeRate(createExchangeRate({ ...gbpToEur, rate: '1.25' }));
    expect(eurToGbp).toMatchObject({ fromCurrency: 'EUR', toCurrency: 'GBP' });
    expect(formatDecimal(eurToGbp.rate)).toBe('0.8');
  });

  it('comes back from a round trip off only by rounding and the 10-place inverse rate', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (units) => {
        const money = moneyFromUnits(units, 'GBP');
        const back = convertMoney(convertMoney(money, gbpToEur), invertExchangeRate(gbpToEur));
        const drift = back.units - money.units;
        const bound = 2n + units / 10n ** 9n;
        expect(drift <= bound && drift >= -bound).toBe(true);
      }),
    );
  });
});
