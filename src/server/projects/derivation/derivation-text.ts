/** Small text helpers the derivations share: splitting a document's prose into items, names and descriptions. */

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Strips "1. ", "- ", "* ", "• " and surrounding space from a list entry. */
export function stripBullet(text: string): string {
  return text.replace(/^\s*(?:[-*•]|\d+[.)]|step \d+[:.)]?)\s*/i, '').trim();
}

/**
 * The steps of a flow: one per line when it has several lines ("1. Signs up\n2. Adds staff"), else split at
 * arrows, semicolons and "then" ("Signs up → adds staff; then publishes").
 */
export function splitSteps(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map(stripBullet)
    .filter((line) => line !== '');
  const parts =
    lines.length > 1 ? lines : (lines[0] ?? '').split(/\s*(?:→|->|=>|;|,?\s+then\s+)\s*/i).map(stripBullet);
  return parts.map((p) => p.replace(/[.;,]+$/, '').trim()).filter((p) => p.length > 1);
}

/** "Shift calendar: weekly view of shifts" → name "Shift calendar", description "weekly view of shifts". */
export function splitNameAndDescription(entry: string): { name: string; description: string | null } {
  const match = /^(.{1,80}?)\s*(?::|\s[-–—]\s|\()\s*(.+?)\)?$/.exec(entry.trim());
  if (!match?.[1] || !match[2]) return { name: entry.trim(), description: null };
  return { name: match[1].trim(), description: match[2].trim() };
}

/** A name short enough for a heading: at most `max` characters, cut at a word. */
export function shortName(text: string, max = 60): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/[.;:,]+$/, '')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const at = cut.lastIndexOf(' ');
  return `${(at > 20 ? cut.slice(0, at) : cut).trim()}…`;
}

export function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/i.test(word)) return word;
  if (/(x|ch|sh|ss)es$/i.test(word)) return word.slice(0, -2);
  return word.replace(/s$/i, '');
}

export function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

const STOP_WORDS = new Set(
  'a an and the of to for in on at by with from into onto their them they this that these those your you our its it is are be can each every one new own via per first then uses use user users page'.split(
    ' ',
  ),
);

/** The meaningful words of a text, lower-case, roughly stemmed ("Booking the weekly shifts" → book, weekly, shift). */
export function keywords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
      .map((w) => singular(w.length > 5 ? w.replace(/(?:ing|ed)$/, '') : w)),
  );
}

export function overlaps(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
}

/** Every http(s) URL in a text, without trailing punctuation. */
export function urlsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s)>\]"']+/g)].map((m) => m[0].replace(/[.,;:]+$/, ''));
}

/**
 * A monthly cost in US dollars the text states ("$25/month", "about $40 per month", "USD 12 a month", "$0/mo");
 * undefined when it states none (a price is never guessed).
 */
export function statedMonthlyCost(text: string): number | undefined {
  const match =
    /(?:\$|usd\s?|us\$)\s?(\d{1,6}(?:[.,]\d{1,2})?)\s*(?:\/|per|a|an|each)\s*(?:month|mo)\b/i.exec(text) ??
    /(\d{1,6}(?:\.\d{1,2})?)\s*(?:usd|dollars)\s*(?:\/|per|a|an|each)\s*(?:month|mo)\b/i.exec(text);
  if (!match?.[1]) return undefined;
  const value = Number.parseFloat(match[1].replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}
