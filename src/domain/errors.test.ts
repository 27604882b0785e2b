import { describe, expect, it } from 'vitest';
import {
  AppError,
  errorCatalogue,
  errorMessage,
  isErrorCode,
  isWireError,
  rebuildAppError,
  toWireError,
} from './errors.ts';

describe('error catalogue', () => {
  it('keeps every static message unique so a message identifies its code', () => {
    const statics = Object.values(errorCatalogue)
      .map((def) => def.message)
      .filter((message): message is string => typeof message === 'string');
    expect(new Set(statics).size).toBe(statics.length);
  });

  it('gives every entry an HTTP error status', () => {
    for (const def of Object.values(errorCatalogue)) {
      expect(def.status).toBeGreaterThanOrEqual(400);
      expect(def.status).toBeLessThan(600);
    }
  });

  it('renders the message length error with the current length', () => {
    expect(errorMessage('MESSAGE_CONTENT_LENGTH', { length: 0 })).toBe(
      'Message content must be between 1 and 10000 characters. Current length: 0',
    );
  });

  it('lists valid next stages joined by commas in an invalid transition', () => {
    expect(
      errorMessage('INVALID_TRANSITION', { from: 'idea', to: 'complete', validNext: ['prd', 'mvp'] }),
    ).toBe('Invalid transition from idea to complete. Valid next stages are: prd, mvp');
  });

  it('says none when no stage may follow', () => {
    expect(errorMessage('INVALID_TRANSITION', { from: 'complete', to: 'idea', validNext: [] })).toBe(
      'Invalid transition from complete to idea. Valid next stages are: none',
    );
  });

  it('renders the lockout, notification and credentials texts of the spec', () => {
    expect(errorMessage('ACCOUNT_LOCKED', { minutes: 15 })).toBe('Account locked. Try again in 15 minutes.');
    expect(errorMessage('NOTIFICATION_NOT_FOUND', { id: 'n1' })).toBe('Notification with ID n1 not found');
    expect(errorMessage('NOTIFICATION_NOT_AUTHORIZED', { userId: 'u1', notificationId: 'n1' })).toBe(
      'User u1 is not authorized to access notification n1',
    );
    expect(errorMessage('INVALID_PROVIDER_CREDENTIALS', { provider: 'Xero' })).toBe(
      'Invalid credentials response from Xero',
    );
    expect(errorMessage('TECH_STACK_CHOICE_REQUIRED', { field: 'frontend' })).toBe(
      'Tech stack stage requires frontend technology choice',
    );
    expect(errorMessage('GET_USER_ROLES_FAILED', { cause: 'timeout' })).toBe(
      'Failed to get user roles: timeout',
    );
  });
});

describe('AppError', () => {
  it('carries the code, status, shown flag and rendered message', () => {
    const error = new AppError('ARTEFACT_NOT_FOUND');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('ARTEFACT_NOT_FOUND');
    expect(error.status).toBe(404);
    expect(error.shown).toBe(true);
    expect(error.message).toBe('Artefact not found');
  });

  it('marks log-only errors as not shown', () => {
    expect(new AppError('PRESENCE_HEARTBEAT_FAILED').shown).toBe(false);
  });

  it('survives the wire round trip with its rendered message', () => {
    const original = new AppError('UNKNOWN_STAGE', { stage: 'launch' });
    const wire = toWireError(original);
    expect(isWireError(wire)).toBe(true);
    const rebuilt = rebuildAppError(wire);
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(rebuilt.code).toBe('UNKNOWN_STAGE');
    expect(rebuilt.status).toBe(400);
    expect(rebuilt.message).toBe('Unknown stage: launch');
  });

  it('rebuilds an unknown wire code as INTERNAL keeping the server text', () => {
    const rebuilt = rebuildAppError({ error: { code: 'FROM_THE_FUTURE', message: 'Something new' } });
    expect(rebuilt.code).toBe('INTERNAL');
    expect(rebuilt.message).toBe('Something new');
  });

  it('recognises catalogue codes and rejects others', () => {
    expect(isErrorCode('RATE_NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('rejects values that are not wire errors', () => {
    expect(isWireError({ error: { code: 1, message: 'x' } })).toBe(false);
    expect(isWireError({ error: 'x' })).toBe(false);
    expect(isWireError(null)).toBe(false);
  });
});
