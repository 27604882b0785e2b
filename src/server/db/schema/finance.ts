import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '../../../domain/finance/bank-transaction.ts';
import { createdAt, isOneOf, primaryId, timestampTz, updatedAt } from './columns.ts';

/*
 * Company finance synchronised from the accounting provider (Xero). Money is numeric(19,4), read and
 * written as decimal strings, never floats. Not user-owned: these are the operator's books.
 */

function money(name: string) {
  return numeric(name, { precision: 19, scale: 4 });
}

function currencyCode(name: string) {
  return text(name).notNull();
}

export const bankAccountStatusValues = ['active', 'archived'] as const;
export type BankAccountStatus = (typeof bankAccountStatusValues)[number];

// The domain owns the list of transaction types; the column's check constraint follows it.
export const bankTransactionTypeValues = TRANSACTION_TYPES;
export type BankTransactionType = (typeof bankTransactionTypeValues)[number];

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: primaryId(),
    xeroAccountId: text('xero_account_id').notNull().unique(),
    accountCode: text('account_code').notNull(),
    name: text('name').notNull(),
    accountType: text('account_type').notNull(),
    currency: currencyCode('currency').default('GBP'),
    currentBalance: money('current_balance').notNull().default('0'),
    status: text('status').$type<BankAccountStatus>().notNull().default('active'),
    /** Bank account number and type. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bank_accounts_status_check', isOneOf(t.status, bankAccountStatusValues)),
    check('bank_accounts_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('bank_accounts_account_code_check', sql`btrim(${t.accountCode}) <> ''`),
  ],
);

export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: primaryId(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    xeroTransactionId: text('xero_transaction_id').notNull().unique(),
    transactionType: text('transaction_type').$type<BankTransactionType>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Not negative; the direction comes from transaction_type. */
    amount: money('amount').notNull(),
    currency: currencyCode('currency').default('GBP'),
    contactName: text('contact_name'),
    description: text('description'),
    reference: text('reference'),
    status: text('status'),
    reconciled: boolean('reconciled').notNull().default(false),
    reconciledAt: timestampTz('reconciled_at'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_transactions_account_date_idx').on(t.bankAccountId, t.date.desc().nullsFirst()),
    check('bank_transactions_type_check', isOneOf(t.transactionType, bankTransactionTypeValues)),
    check('bank_transactions_amount_check', sql`${t.amount} >= 0`),
    check('bank_transactions_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: primaryId(),
    fromCurrency: currencyCode('from_currency'),
    toCurrency: currencyCode('to_currency'),
    /** A ratio, not money: more decimals than money columns. */
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('exchange_rates_pair_date_key').on(t.fromCurrency, t.toCurrency, t.effectiveDate),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
    check('exchange_rates_pair_check', sql`${t.fromCurrency} <> ${t.toCurrency}`),
    check(
      'exchange_rates_currency_check',
      sql`${t.fromCurrency} ~ '^[A-Z]{3}$' and ${t.toCurrency} ~ '^[A-Z]{3}$'`,
    ),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
