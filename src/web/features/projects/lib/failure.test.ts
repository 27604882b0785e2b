import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText } from './failure.ts';
import { plural, readListParams, relativeTime, writeListParams } from './format.ts';

describe('failureText', () => {
  it('shows the server’s catalogue message for a request it refused', () => {
    const error = new ApiError('PROJECT_NAME_REQUIRED', 'Project name is required', 400);
    expect(failureText(error, 'CREATE_PROJECT_FAILED')).toBe('Project name is required');
  });

  it('falls back to the operation’s generic failure for a server error or anything unexpected', () => {
    expect(failureText(new ApiError('INTERNAL', 'Something went wrong', 500), 'CREATE_PROJECT_FAILED')).toBe(
      'Failed to create project',
    );
    expect(failureText(new TypeError('boom'), 'GET_PROJECTS_FAILED')).toBe('Failed to get projects');
  });

  it('says the network failed when it did', () => {
    const error = new ApiError('NETWORK_ERROR', 'Network error - please check your connection', 0);
    expect(failureText(error, 'GET_PROJECTS_FAILED')).toBe('Network error - please check your connection');
  });
});

describe('the list state in the URL', () => {
  it('reads search and sort, ignoring an unknown sort', () => {
    expect(readListParams(new URLSearchParams('q=%20tools%20&sort=name'))).toEqual({
      search: 'tools',
      sort: 'name',
    });
    expect(readListParams(new URLSearchParams('sort=random'))).toEqual({ search: '', sort: 'activity' });
  });

  it('leaves the defaults out of the URL and keeps other parameters', () => {
    const current = new URLSearchParams('q=old&sort=name&x=1');
    expect(writeListParams(current, { search: '', sort: 'activity' }).toString()).toBe('x=1');
    expect(writeListParams(current, { search: 'lend' }).toString()).toBe('q=lend&sort=name&x=1');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('counts minutes, hours and days, then shows the date', () => {
    expect(relativeTime('2026-11-21T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-11-21T11:55:00Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-21T09:00:00Z', now)).toBe('3 h ago');
    expect(relativeTime('2026-11-20T09:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-17T09:00:00Z', now)).toBe('4 days ago');
    expect(relativeTime('2026-03-12T09:00:00Z', now)).toBe('12 Mar');
    expect(relativeTime('2025-03-12T09:00:00Z', now)).toBe('12 Mar 2025');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('pluralises counts', () => {
    expect(plural(1, 'chat')).toBe('1 chat');
    expect(plural(0, 'document')).toBe('0 documents');
  });
});
