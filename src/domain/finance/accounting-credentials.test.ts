import { describe, expect, it } from 'vitest';
import { catchAppError } from '../test-helpers.ts';
import { parseAccountingCredentials } from './accounting-credentials.ts';

describe('accounting credentials', () => {
  it('accepts a response with an access token and a tenant id', () => {
    expect(parseAccountingCredentials('Xero', { accessToken: 'tok', tenantId: 't1', extra: 1 })).toEqual({
      accessToken: 'tok',
      tenantId: 't1',
    });
  });

  it('refuses a response missing either part, naming the provider', () => {
    for (const response of [
      { accessToken: 'tok' },
      { tenantId: 't1' },
      { accessToken: ' ', tenantId: 't' },
      null,
    ]) {
      expect(catchAppError(() => parseAccountingCredentials('Xero', response)).message).toBe(
        'Invalid credentials response from Xero',
      );
    }
  });
});
