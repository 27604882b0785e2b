/**
 * Text cutting shared by previews and titles. Lengths count UTF-16 units like `String.length` (and like the
 * spec's limits), but a cut never splits a surrogate pair, so an emoji at the edge is dropped rather than broken.
 */

export const ELLIPSIS = '...';

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The first `max` units of `text`, one fewer when the last would be half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max));
  return cut.length > 0 && isHighSurrogate(cut.charCodeAt(cut.length - 1)) ? cut.slice(0, -1) : cut;
}

/** `text` unchanged when it fits, otherwise its first `max` units followed by "...". */
export function truncateWithEllipsis(text: string, max: number): string {
  return text.length <= max ? text : `${cutText(text, max)}${ELLIPSIS}`;
}
