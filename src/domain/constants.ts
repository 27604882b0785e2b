/**
 * Business constants and limits of SPEC.md §9, in one place so server and web cannot drift. Durations are in
 * milliseconds unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

// Messages and chat
export const MESSAGE_MIN_LENGTH = 1;
export const MESSAGE_MAX_LENGTH = 10_000;
export const MESSAGE_PREVIEW_LENGTH = 100;
export const SESSION_TITLE_FROM_MESSAGE_LENGTH = 50;
export const CHAT_CALL_MAX_ATTEMPTS = 3;
export const CHAT_RETRY_BASE_DELAY_MS = 1 * SECOND;
export const CHAT_RETRY_MAX_DELAY_MS = 5 * SECOND;
export const STREAM_INACTIVITY_TIMEOUT_MS = 30 * SECOND;

// Fallback session title generated from an idea
export const IDEA_TITLE_LINE_MIN_LENGTH = 4;
export const IDEA_TITLE_LINE_MAX_LENGTH = 49;
export const IDEA_TITLE_MAX_LENGTH = 30;

// Users and authentication
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** Not in the spec: bounds the cost of hashing an attacker-chosen password. */
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCKOUT_DURATION_MS = 15 * MINUTE;
export const SESSION_TIMEOUT_MS = 24 * HOUR;
export const TOKEN_REFRESH_MARGIN_MS = 5 * MINUTE;
export const OAUTH_POLL_INTERVAL_MS = 1 * SECOND;
export const OAUTH_POLL_MAX_ATTEMPTS = 60;
export const PENDING_LINK_DELAY_MS = 500;
export const PROFILE_SEARCH_LIMIT = 10;
export const LOCAL_DEV_PORT = 8080;

// Projects, artefacts, journey
export const ARTEFACT_NAME_MAX_LENGTH = 199; // "under 200 characters"
export const ARTEFACT_CONTENT_MAX_LENGTH = 1_000_000;
export const PROJECT_NAME_MAX_LENGTH = 199;
export const IDEA_DESCRIPTION_MIN_LENGTH = 10;
export const JOURNEY_ARTEFACT_TYPE_COUNT = 6;

// Notifications
export const NOTIFICATION_PREVIEW_LENGTH = 100;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_MAX_PAGE_SIZE = 100;

// Presence
export const PRESENCE_HEARTBEAT_INTERVAL_MS = 30 * SECOND;
export const PRESENCE_STALE_AFTER_MS = 5 * MINUTE;
export const PRESENCE_START_MAX_RETRIES = 3;
export const PRESENCE_RETRY_BASE_DELAY_MS = 1 * SECOND;
export const PRESENCE_RETRY_MAX_DELAY_MS = 5 * SECOND;
export const PRESENCE_SESSION_STORAGE_KEY = 'presence_session_id';

// Service worker
export const SERVICE_WORKER_CHECK_INTERVAL_MS = 120 * SECOND;

// Co-browsing
export const SCREEN_CAPTURE_FPS = 15;
export const SCREEN_CAPTURE_IDEAL_WIDTH = 1920;
export const SCREEN_CAPTURE_IDEAL_HEIGHT = 1080;
export const SCREEN_CAPTURE_JPEG_QUALITY = 0.6;
export const DEFAULT_JPEG_QUALITY = 0.7;
export const DOM_MIRROR_PER_SECOND = 15;
export const COBROWSE_PAGE_STATE_INTERVAL_MS = 1 * SECOND;

// Finance
export const DEFAULT_CURRENCY = 'GBP';

// UI
export const TOAST_DURATION_MS = 4 * SECOND;
export const TOAST_SECONDARY_DURATION_MS = 5 * SECOND;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_SECONDARY_LIMIT = 1;
export const TOAST_SECONDARY_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_POSITION = 'top-center';
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';
