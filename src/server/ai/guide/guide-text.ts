/**
 * Small text helpers the guide uses to reflect a person's own words back: a paraphrase keeps what they wrote but
 * drops filler ("I want to build…", "I think…") and trailing punctuation, and a list answer becomes its items.
 */

const LEADING_FILLER = [
  /^(?:hi|hello|hey)[,!.\s]+/i,
  /^(?:so|well|ok(?:ay)?|um+|uh+)[,\s]+/i,
  /^i(?:'m| am)? (?:think(?:ing)?|guess|believe|feel)(?: (?:that|of|about))?\s+/i,
  /^(?:my idea is|the idea is|i have an idea(?: for)?|here'?s my idea:?)\s*/i,
  /^i(?:'d)? (?:want|would like|wanna|plan|hope|'m going) to (?:build|make|create|launch|start|develop|do)\s+/i,
  /^(?:it'?s|it is|this is|they are|they're|mostly|probably|basically)\s+/i,
];

/** The answer in the person's own words, without filler, trimmed to about `max` characters at a word boundary. */
export function paraphrase(text: string, max = 140): string {
  let result = text.replace(/\s+/g, ' ').trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const pattern of LEADING_FILLER) {
      const next = result.replace(pattern, '');
      if (next !== result && next.length > 0) {
        result = next;
        changed = true;
      }
    }
  }
  result = result.replace(/[.!?;:,\s]+$/, '');
  if (result.length > max) {
    const cut = result.slice(0, max);
    const lastSpace = cut.lastIndexOf(' ');
    result = `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[,;:\s]+$/, '')}…`;
  }
  return lowerFirst(result);
}

function lowerFirst(text: string): string {
  // Keep acronyms and names ("AI", "iPhone", "Stripe") as written.
  if (/^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text) && !/^I\b/.test(text)) {
    return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "search, reviews and booking" / a bulleted or numbered list → its items. */
export function splitList(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  const parts =
    lines.length > 1 ? lines : (lines[0] ?? '').split(/\s*(?:;|,|\band also\b|\bplus\b|\band\b)\s*/i);
  return parts.map((p) => paraphrase(p, 80)).filter((p) => p.length > 1);
}

/** "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Who the idea names as its users ("…helps dog owners find…", "…for small cafés…"), when it says. */
export function audienceFromIdea(idea: string): string | undefined {
  const match =
    /\b(?:for|helps?|lets?|allows?|enables?|connects?)\s+((?:[a-z][\w'-]*\s+){0,3}?[a-z][\w'-]*?s)\b(?=\s+(?:to|find|get|track|manage|book|share|who|that|with|in|and|by|when|plan|learn|save|keep|organi[sz]e|sell|buy|split|discover|hire|run|see|meet)\b|[,.]|$)/i.exec(
      idea,
    );
  const found = match?.[1]?.trim();
  if (!found || /^(?:me|us|them|people|users|you)$/i.test(found)) return undefined;
  return upperFirst(found.replace(/^(?:the|all|any|busy)\s+/i, ''));
}

export function isSideQuestion(text: string): boolean {
  const t = text.trim();
  return (
    t.endsWith('?') &&
    t.length < 160 &&
    /^(?:what|why|how|can|could|do|does|should|is|are|which|wdym|huh)\b/i.test(t)
  );
}

export function isSkip(text: string): boolean {
  return /^(?:skip|pass|next|no idea|not sure|i don'?t know|idk|dunno|unsure|nothing|none|n\/a)\b/i.test(
    text.trim(),
  );
}

export function isGreeting(text: string): boolean {
  const t = text.trim();
  return (
    t.split(/\s+/).length <= 4 &&
    /^(?:hi|hello|hey|yo|hiya|good (?:morning|afternoon|evening)|howdy|start|let'?s start)\b/i.test(t)
  );
}
