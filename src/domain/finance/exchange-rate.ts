/**
 * Exchange rates: how many units of `toCurrency` one unit of `fromCurrency` buys, as an exact decimal. Converting
 * Money multiplies exactly and rounds once, at 4 places.
 */
import { AppError } from '../errors.ts';
import { isValidDate } from '../message.ts';
import { type Decimal, divideRounded, normaliseDecimal, parseDecimal } from './decimal.ts';
import { type Money, moneyFromUnits, multiplyMoney, normaliseCurrency } from './money.ts';

export interface ExchangeRate {
  fromCurrency: string;
  toCurrency: string;
  rate: Decimal;
  effectiveDate: Date;
  source: string;
  metadata: Record<string, unknown>;
}

export interface ExchangeRateInput {
  fromCurrency: string;
  toCurrency: string;
  rate: string | number | Decimal;
  effectiveDate: Date;
  source?: string;
  metadata?: Record<string, unknown>;
}

export function createExchangeRate(input: ExchangeRateInput): ExchangeRate {
  const fromCurrency = normaliseCurrency(input.fromCurrency);
  const toCurrency = normaliseCurrency(input.toCurrency);
  if (fromCurrency === toCurrency) throw new AppError('EXCHANGE_RATE_SAME_CURRENCY');
  const rate =
    typeof input.rate === 'object' ? input.rate : parseDecimal(input.rate, 'EXCHANGE_RATE_INVALID');
  if (rate.units <= 0n) throw new AppError('EXCHANGE_RATE_NOT_POSITIVE');
  if (!isValidDate(input.effectiveDate))
    throw new AppError('VALIDATION_FAILED', { detail: 'Invalid effective date' });
  return {
    fromCurrency,
    toCurrency,
    rate: normaliseDecimal(rate),
    effectiveDate: input.effectiveDate,
    source: input.source ?? 'manual',
    metadata: input.metadata ?? {},
  };
}

/** `money` must be in the rate's from-currency; the result is in its to-currency. */
export function convertMoney(
  money: Money,
  rate: Pick<ExchangeRate, 'fromCurrency' | 'toCurrency' | 'rate'>,
): Money {
  if (money.currency !== rate.fromCurrency) {
    throw new AppError('EXCHANGE_RATE_WRONG_CURRENCY', {
      currency: money.currency,
      from: rate.fromCurrency,
      to: rate.toCurrency,
    });
  }
  return moneyFromUnits(multiplyMoney(money, rate.rate).units, rate.toCurrency);
}

/** The reverse rate to `scale` places (rates services quote one direction; reports need the other). */
export function invertExchangeRate(rate: ExchangeRate, scale = 10): ExchangeRate {
  const units = divideRounded(10n ** BigInt(scale + rate.rate.scale), rate.rate.units);
  if (units === 0n) throw new AppError('EXCHANGE_RATE_NOT_POSITIVE');
  return {
    ...rate,
    fromCurrency: rate.toCurrency,
    toCurrency: rate.fromCurrency,
    rate: normaliseDecimal({ units, scale }),
  };
}
