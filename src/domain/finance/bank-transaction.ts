/**
 * Bank transactions mirrored from the accounting provider. The amount is always non-negative Money; the type says
 * which way it moved. Reconciliation toggles and records when it was done.
 */
import { AppError } from '../errors.ts';
import { isValidDate } from '../message.ts';
import type { Money } from './money.ts';

export const TRANSACTION_TYPES = [
  'RECEIVE',
  'RECEIVE_OVERPAYMENT',
  'RECEIVE_PREPAYMENT',
  'SPEND',
  'SPEND_OVERPAYMENT',
  'SPEND_PREPAYMENT',
  'RECEIVE_TRANSFER',
  'SPEND_TRANSFER',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export function isTransactionType(value: unknown): value is TransactionType {
  return (TRANSACTION_TYPES as readonly unknown[]).includes(value);
}

export function parseTransactionType(value: unknown): TransactionType {
  if (!isTransactionType(value)) throw new AppError('TRANSACTION_TYPE_INVALID');
  return value;
}

/** Money in (RECEIVE…) or out (SPEND…) of the account. */
export function transactionDirection(type: TransactionType): 'in' | 'out' {
  return type.startsWith('RECEIVE') ? 'in' : 'out';
}

export interface BankTransaction {
  bankAccountId: string;
  /** The provider's transaction id. */
  xeroTransactionId: string;
  transactionType: TransactionType;
  date: Date;
  amount: Money;
  contactName: string | null;
  description: string | null;
  reference: string | null;
  status: string;
  reconciled: boolean;
  reconciledAt: Date | null;
  metadata: Record<string, unknown>;
}

export interface BankTransactionInput {
  bankAccountId: string;
  xeroTransactionId: string;
  transactionType: string;
  date: Date;
  amount: Money;
  contactName?: string | null;
  description?: string | null;
  reference?: string | null;
  status?: string;
  reconciled?: boolean;
  reconciledAt?: Date | null;
  metadata?: Record<string, unknown>;
}

export function createBankTransaction(input: BankTransactionInput): BankTransaction {
  const xeroTransactionId = input.xeroTransactionId.trim();
  if (xeroTransactionId === '') throw new AppError('TRANSACTION_PROVIDER_ID_REQUIRED');
  if (!isValidDate(input.date)) throw new AppError('TRANSACTION_DATE_INVALID');
  const reconciled = input.reconciled ?? false;
  return {
    bankAccountId: input.bankAccountId,
    xeroTransactionId,
    transactionType: parseTransactionType(input.transactionType),
    date: input.date,
    amount: input.amount,
    contactName: input.contactName?.trim() || null,
    description: input.description?.trim() || null,
    reference: input.reference?.trim() || null,
    status: input.status ?? 'AUTHORISED',
    reconciled,
    reconciledAt: reconciled ? (input.reconciledAt ?? null) : null,
    metadata: input.metadata ?? {},
  };
}

type Reconcilable = Pick<BankTransaction, 'reconciled' | 'reconciledAt'>;

export function setReconciled<T extends Reconcilable>(transaction: T, reconciled: boolean, now: Date): T {
  return { ...transaction, reconciled, reconciledAt: reconciled ? now : null };
}

/** Flips reconciled; reconciling stamps the time, un-reconciling clears it. */
export function toggleReconciled<T extends Reconcilable>(transaction: T, now: Date): T {
  return setReconciled(transaction, !transaction.reconciled, now);
}
