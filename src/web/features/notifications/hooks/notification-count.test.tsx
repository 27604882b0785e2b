// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../domain/errors.ts';
import { formatBadgeCount } from '../components/notification-bell.tsx';
import {
  COUNT_OUTSIDE_PROVIDER_MESSAGE,
  UPDATE_BADGE_FAILED_MESSAGE,
} from '../notification-count-messages.ts';
import { useNotificationCount } from './notification-count.tsx';

describe('the notification count', () => {
  it('throws the catalogue message when used outside its provider', () => {
    expect(() => renderHook(() => useNotificationCount())).toThrow(
      errorMessage('NOTIFICATION_COUNT_OUTSIDE_PROVIDER'),
    );
  });

  it('keeps its copies of the catalogue messages in step with the catalogue', () => {
    expect(COUNT_OUTSIDE_PROVIDER_MESSAGE).toBe(errorMessage('NOTIFICATION_COUNT_OUTSIDE_PROVIDER'));
    expect(UPDATE_BADGE_FAILED_MESSAGE).toBe(errorMessage('UPDATE_BADGE_COUNT_FAILED'));
  });

  it('shows at most 99+ on the bell', () => {
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
