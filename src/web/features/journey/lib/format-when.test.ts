import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when.ts';

describe('document times', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('says how long ago a recent change was', () => {
    expect(formatWhen('2026-11-21T11:59:30Z', now)).toBe('just now');
    expect(formatWhen('2026-11-21T11:55:00Z', now)).toBe('5 min ago');
    expect(formatWhen('2026-11-21T09:00:00Z', now)).toBe('3 h ago');
  });

  it('gives the date of an older change and nothing for a bad time', () => {
    expect(formatWhen('2026-11-01T12:00:00Z', now)).toMatch(/2026/);
    expect(formatWhen('not a date', now)).toBe('');
  });
});
