/**
 * Bank accounts mirrored from the accounting provider. The balance is Money in the account's own currency; an
 * account is active or archived.
 */
import { AppError } from '../errors.ts';
import { type Money, normaliseCurrency } from './money.ts';

export const BANK_ACCOUNT_STATUSES = ['active', 'archived'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export interface BankAccountMetadata {
  bankNumber?: string;
  bankType?: string;
  [key: string]: unknown;
}

export interface BankAccount {
  /** The provider's account id. */
  xeroAccountId: string;
  accountCode: string;
  name: string;
  accountType: string;
  currency: string;
  currentBalance: Money;
  status: BankAccountStatus;
  metadata: BankAccountMetadata;
}

export interface BankAccountInput {
  xeroAccountId: string;
  accountCode: string;
  name: string;
  accountType?: string;
  currency: string;
  currentBalance: Money;
  status?: BankAccountStatus;
  metadata?: BankAccountMetadata;
}

function assertBalanceCurrency(balance: Money, currency: string): void {
  if (balance.currency !== currency) throw new AppError('BALANCE_CURRENCY_MISMATCH');
}

export function createBankAccount(input: BankAccountInput): BankAccount {
  const xeroAccountId = input.xeroAccountId.trim();
  if (xeroAccountId === '') throw new AppError('BANK_ACCOUNT_PROVIDER_ID_REQUIRED');
  const accountCode = input.accountCode.trim();
  if (accountCode === '') throw new AppError('ACCOUNT_CODE_EMPTY');
  const name = input.name.trim();
  if (name === '') throw new AppError('BANK_ACCOUNT_NAME_REQUIRED');
  const currency = normaliseCurrency(input.currency);
  assertBalanceCurrency(input.currentBalance, currency);
  return {
    xeroAccountId,
    accountCode,
    name,
    accountType: input.accountType?.trim() || 'BANK',
    currency,
    currentBalance: input.currentBalance,
    status: input.status ?? 'active',
    metadata: input.metadata ?? {},
  };
}

export function updateBankAccountBalance<A extends Pick<BankAccount, 'currency' | 'currentBalance'>>(
  account: A,
  balance: Money,
): A {
  assertBalanceCurrency(balance, account.currency);
  return { ...account, currentBalance: balance };
}

export function archiveBankAccount<A extends Pick<BankAccount, 'status'>>(account: A): A {
  return { ...account, status: 'archived' };
}

export function activateBankAccount<A extends Pick<BankAccount, 'status'>>(account: A): A {
  return { ...account, status: 'active' };
}

export function isBankAccountActive(account: Pick<BankAccount, 'status'>): boolean {
  return account.status === 'active';
}
