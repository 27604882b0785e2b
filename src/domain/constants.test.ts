import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants', () => {
  it('match the limits of the spec', () => {
    expect({
      message: [c.MESSAGE_MIN_LENGTH, c.MESSAGE_MAX_LENGTH, c.MESSAGE_PREVIEW_LENGTH],
      email: c.EMAIL_MAX_LENGTH,
      password: c.PASSWORD_MIN_LENGTH,
      lockout: [c.MAX_LOGIN_ATTEMPTS, c.LOCKOUT_DURATION_MS / 60_000],
      sessionHours: c.SESSION_TIMEOUT_MS / 3_600_000,
      refreshMinutes: c.TOKEN_REFRESH_MARGIN_MS / 60_000,
      chat: [c.CHAT_CALL_MAX_ATTEMPTS, c.STREAM_INACTIVITY_TIMEOUT_MS],
      oauthPolling: [c.OAUTH_POLL_INTERVAL_MS, c.OAUTH_POLL_MAX_ATTEMPTS],
      presence: [c.PRESENCE_HEARTBEAT_INTERVAL_MS, c.PRESENCE_STALE_AFTER_MS, c.PRESENCE_START_MAX_RETRIES],
      notifications: [c.NOTIFICATION_PREVIEW_LENGTH, c.NOTIFICATION_PAGE_SIZE],
      serviceWorker: c.SERVICE_WORKER_CHECK_INTERVAL_MS,
      capture: [c.SCREEN_CAPTURE_FPS, c.SCREEN_CAPTURE_JPEG_QUALITY, c.DOM_MIRROR_PER_SECOND],
      currency: c.DEFAULT_CURRENCY,
      theme: [c.THEME_STORAGE_KEY, c.DEFAULT_THEME],
    }).toEqual({
      message: [1, 10_000, 100],
      email: 254,
      password: 8,
      lockout: [5, 15],
      sessionHours: 24,
      refreshMinutes: 5,
      chat: [3, 30_000],
      oauthPolling: [1000, 60],
      presence: [30_000, 300_000, 3],
      notifications: [100, 10],
      serviceWorker: 120_000,
      capture: [15, 0.6, 15],
      currency: 'GBP',
      theme: ['theme', 'system'],
    });
  });

  it('keeps artefact names under 200 characters', () => {
    expect(c.ARTEFACT_NAME_MAX_LENGTH).toBeLessThan(200);
    expect(c.ARTEFACT_CONTENT_MAX_LENGTH).toBe(1_000_000);
  });
});
