/*
 * Two catalogue messages (src/domain/errors.ts) the always-loaded count provider needs. They are repeated here so
 * the first page does not load the whole catalogue; a unit test checks they still match it.
 */
export const COUNT_OUTSIDE_PROVIDER_MESSAGE =
  'useNotificationCount must be used within a NotificationCountProvider';
export const UPDATE_BADGE_FAILED_MESSAGE = 'Failed to update badge count';
