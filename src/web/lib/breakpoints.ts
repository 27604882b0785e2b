/**
 * Media widths of SPEC.md §2: mobile up to 768 px, tablet 769 to 1024, desktop 1025 and up.
 * Kept here until src/domain/breakpoints.ts lands; styles.css mirrors them as Tailwind's md/lg breakpoints.
 */
export type MediaWidth = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;

export function mediaWidthFor(width: number): MediaWidth {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}
