import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchAppError } from '../test-helpers.ts';
import {
  createBankTransaction,
  parseTransactionType,
  TRANSACTION_TYPES,
  toggleReconciled,
  transactionDirection,
} from './bank-transaction.ts';
import { createMoney } from './money.ts';

const input = {
  bankAccountId: 'b1',
  xeroTransactionId: 'tx-1',
  transactionType: 'RECEIVE',
  date: new Date('2026-04-01T00:00:00Z'),
  amount: createMoney('42.00'),
};
const now = new Date('2026-04-02T09:00:00Z');

describe('bank transactions', () => {
  it('knows the eight transaction types and refuses others with the list', () => {
    expect(TRANSACTION_TYPES).toHaveLength(8);
    expect(parseTransactionType('SPEND_TRANSFER')).toBe('SPEND_TRANSFER');
    expect(catchAppError(() => parseTransactionType('REFUND')).message).toBe(
      'Transaction type must be one of: RECEIVE, RECEIVE_OVERPAYMENT, RECEIVE_PREPAYMENT, SPEND, ' +
        'SPEND_OVERPAYMENT, SPEND_PREPAYMENT, RECEIVE_TRANSFER, SPEND_TRANSFER',
    );
  });

  it('tells money in from money out', () => {
    expect(transactionDirection('RECEIVE_PREPAYMENT')).toBe('in');
    expect(transactionDirection('SPEND_TRANSFER')).toBe('out');
  });

  it('starts unreconciled', () => {
    expect(createBankTransaction(input)).toMatchObject({
      reconciled: false,
      reconciledAt: null,
      status: 'AUTHORISED',
    });
  });

  it('stamps the time when reconciled and clears it when unreconciled', () => {
    const reconciled = toggleReconciled(createBankTransaction(input), now);
    expect(reconciled).toMatchObject({ reconciled: true, reconciledAt: now });
    expect(toggleReconciled(reconciled, now)).toMatchObject({ reconciled: false, reconciledAt: null });
  });

  it('returns to where it started after any even number of toggles', () => {
    fc.assert(
      fc.property(fc.nat(10), (pairs) => {
        let tx = createBankTransaction(input);
        for (let i = 0; i < pairs * 2; i++) tx = toggleReconciled(tx, now);
        expect(tx.reconciled).toBe(false);
        expect(tx.reconciledAt).toBeNull();
      }),
    );
  });

  it('requires the provider id and a valid date', () => {
    expect(catchAppError(() => createBankTransaction({ ...input, xeroTransactionId: ' ' })).code).toBe(
      'TRANSACTION_PROVIDER_ID_REQUIRED',
    );
    expect(catchAppError(() => createBankTransaction({ ...input, date: new Date('x') })).code).toBe(
      'TRANSACTION_DATE_INVALID',
    );
  });
});
