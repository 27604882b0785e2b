import { describe, expect, it } from 'vitest';
import { catchAppError } from '../test-helpers.ts';
import {
  activateBankAccount,
  archiveBankAccount,
  createBankAccount,
  isBankAccountActive,
  updateBankAccountBalance,
} from './bank-account.ts';
import { createMoney } from './money.ts';

const input = {
  xeroAccountId: 'acc-1',
  accountCode: ' 090 ',
  name: 'Business Current',
  currency: 'gbp',
  currentBalance: createMoney('100', 'GBP'),
  metadata: { bankNumber: '12-34-56', bankType: 'BANK' },
};

describe('bank accounts', () => {
  it('creates an active BANK account with a trimmed code', () => {
    expect(createBankAccount(input)).toMatchObject({
      accountCode: '090',
      currency: 'GBP',
      accountType: 'BANK',
      status: 'active',
      metadata: { bankNumber: '12-34-56' },
    });
  });

  it('refuses an empty account code', () => {
    expect(catchAppError(() => createBankAccount({ ...input, accountCode: '  ' })).message).toBe(
      'Account code cannot be empty',
    );
  });

  it('needs the balance in the account currency', () => {
    const error = catchAppError(() =>
      createBankAccount({ ...input, currentBalance: createMoney('1', 'EUR') }),
    );
    expect(error.message).toBe('Balance currency must match account currency');
    const account = createBankAccount(input);
    expect(catchAppError(() => updateBankAccountBalance(account, createMoney('1', 'USD'))).code).toBe(
      'BALANCE_CURRENCY_MISMATCH',
    );
    expect(updateBankAccountBalance(account, createMoney('5')).currentBalance).toEqual(createMoney('5'));
  });

  it('archives and activates again', () => {
    const archived = archiveBankAccount(createBankAccount(input));
    expect(isBankAccountActive(archived)).toBe(false);
    expect(isBankAccountActive(activateBankAccount(archived))).toBe(true);
  });

  it('requires the provider id and a name', () => {
    expect(catchAppError(() => createBankAccount({ ...input, xeroAccountId: '' })).code).toBe(
      'BANK_ACCOUNT_PROVIDER_ID_REQUIRED',
    );
    expect(catchAppError(() => createBankAccount({ ...input, name: ' ' })).code).toBe(
      'BANK_ACCOUNT_NAME_REQUIRED',
    );
  });
});
