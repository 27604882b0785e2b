/**
 * The media widths of SPEC §2, shared by layout code (CSS media queries), hooks and device detection so a
 * "tablet" means the same thing everywhere.
 */

export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MIN_WIDTH = 769;
export const TABLET_MAX_WIDTH = 1024;
export const DESKTOP_MIN_WIDTH = 1025;

export const MEDIA_QUERIES = {
  mobile: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
  tablet: `(min-width: ${TABLET_MIN_WIDTH}px) and (max-width: ${TABLET_MAX_WIDTH}px)`,
  desktop: `(min-width: ${DESKTOP_MIN_WIDTH}px)`,
} as const;

export type ViewportKind = keyof typeof MEDIA_QUERIES;

/** A fractional width between two kinds (768.5 on a zoomed page) counts as the larger kind. */
export function viewportKind(width: number): ViewportKind {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}
