/**
 * The whole database schema, one module per table group. drizzle-kit reads this file to generate the
 * migrations in ./migrations; the SQL functions of SPEC §7 live in a hand-written migration there.
 */
export * from './schema/accounts.ts';
export * from './schema/artefacts.ts';
export * from './schema/auth.ts';
export * from './schema/chat.ts';
export * from './schema/finance.ts';
export * from './schema/integrations.ts';
export * from './schema/journeys.ts';
export * from './schema/notifications.ts';
export * from './schema/presence.ts';
export * from './schema/projects.ts';
