import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTEFACT_TYPES } from '../../domain/artefact.ts';
import { PRESENCE_STALE_AFTER_MS } from '../../domain/constants.ts';
import { DIAGRAM_STATUSES } from '../../domain/diagram.ts';
import { BANK_ACCOUNT_STATUSES } from '../../domain/finance/bank-account.ts';
import { TRANSACTION_TYPES } from '../../domain/finance/bank-transaction.ts';
import { JOURNEY_STAGES } from '../../domain/journey.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
} from '../../domain/notification.ts';
import { DEVICE_TYPES, PRESENCE_STATUSES } from '../../domain/presence.ts';
import { USER_ROLES } from '../../domain/roles.ts';
import * as schema from './schema.ts';

// The CHECK constraints are generated from the schema's own lists, so that editing a domain list does not
// silently change a migration; this test makes the two agree.
describe('schema value lists', () => {
  it.each([
    ['artefact types', schema.artefactTypeValues, ARTEFACT_TYPES],
    ['diagram statuses', schema.diagramStatusValues, DIAGRAM_STATUSES],
    ['journey stages', schema.journeyStageValues, JOURNEY_STAGES],
    ['notification channels', schema.notificationChannelValues, NOTIFICATION_CHANNELS],
    ['notification priorities', schema.notificationPriorityValues, NOTIFICATION_PRIORITIES],
    ['notification statuses', schema.notificationStatusValues, NOTIFICATION_STATUSES],
    ['presence statuses', schema.presenceStatusValues, PRESENCE_STATUSES],
    ['device types', schema.deviceTypeValues, DEVICE_TYPES],
    ['user roles', schema.userRoleValues, USER_ROLES],
    ['bank account statuses', schema.bankAccountStatusValues, BANK_ACCOUNT_STATUSES],
    ['bank transaction types', schema.bankTransactionTypeValues, TRANSACTION_TYPES],
  ])('match the domain’s %s', (_name, stored, domain) => {
    expect([...stored].sort()).toEqual([...domain].sort());
  });

  it('use the domain’s 5-minute presence staleness in the SQL functions', () => {
    const functions = readFileSync(new URL('./migrations/0001_sql_functions.sql', import.meta.url), 'utf8');
    expect(PRESENCE_STALE_AFTER_MS).toBe(5 * 60_000);
    expect(functions.match(/interval '(\d+) minutes'/g)).toEqual([
      "interval '5 minutes'",
      "interval '5 minutes'",
      "interval '5 minutes'",
    ]);
  });
});
