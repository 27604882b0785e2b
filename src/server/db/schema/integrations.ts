import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, primaryId, timestampTz, updatedAt } from './columns.ts';

export const integrationStatusValues = ['connected', 'disconnected', 'error'] as const;
export type IntegrationStatus = (typeof integrationStatusValues)[number];

/** One connection per third-party provider (Xero, WhatsApp, …); credentials are encrypted by the app. */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: primaryId(),
    provider: text('provider').notNull().unique(),
    status: text('status').$type<IntegrationStatus>().notNull().default('disconnected'),
    encryptedCredentials: text('encrypted_credentials'),
    tenantId: text('tenant_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    connectedAt: timestampTz('connected_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('integration_connections_status_check', isOneOf(t.status, integrationStatusValues))],
);

export const syncRunStatusValues = ['running', 'succeeded', 'failed', 'cancelled'] as const;
export type SyncRunStatus = (typeof syncRunStatusValues)[number];

/** History of background sync jobs, shown on the sync-jobs admin page. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: primaryId(),
    integration: text('integration').notNull(),
    jobName: text('job_name').notNull(),
    status: text('status').$type<SyncRunStatus>().notNull().default('running'),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    finishedAt: timestampTz('finished_at'),
    error: text('error'),
    stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('sync_runs_integration_started_at_idx').on(t.integration, t.startedAt.desc().nullsFirst()),
    index('sync_runs_job_name_started_at_idx').on(t.jobName, t.startedAt.desc().nullsFirst()),
    check('sync_runs_status_check', isOneOf(t.status, syncRunStatusValues)),
  ],
);

export type IntegrationConnectionRow = typeof integrationConnections.$inferSelect;
export type SyncRunRow = typeof syncRuns.$inferSelect;
