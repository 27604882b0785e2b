/**
 * Suggested answers: the assistant may end a reply with 2–4 short answers the UI renders as clickable chips.
 * The format, shared by the built-in guide, the system prompt given to real models, and the chat UI, is a fenced
 * block at the very end of the reply:
 *
 *     …the reply's Markdown…
 *
 *     ```suggestions
 *     - First suggested answer
 *     - Second suggested answer
 *     ```
 *
 * One answer per line, each starting with "- " (or "* "). `splitSuggestions` returns the body without the block
 * and the answers; while a reply is still streaming, a block that has started but not closed is hidden from the
 * body (so the chips never flash as raw text) and yields no suggestions yet.
 */

export const SUGGESTIONS_FENCE = '```suggestions';
export const MAX_SUGGESTIONS = 4;
const MAX_SUGGESTION_LENGTH = 200;

export interface SplitSuggestions {
  /** The reply without the suggestions block, trailing whitespace trimmed. */
  body: string;
  /** The suggested answers in order (none when the block is absent or still streaming). */
  suggestions: string[];
}

/** Appends the block to a reply; empty or blank answers are dropped, at most four are kept. */
export function formatSuggestions(body: string, suggestions: readonly string[]): string {
  const items = suggestions
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, MAX_SUGGESTIONS);
  if (items.length === 0) return body;
  return `${body.trimEnd()}\n\n${SUGGESTIONS_FENCE}\n${items.map((s) => `- ${s}`).join('\n')}\n\`\`\``;
}

function parseItems(block: string): string[] {
  return block
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^[-*]\s+/.test(line))
    .map((line) => line.replace(/^[-*]\s+/, '').trim())
    .filter(Boolean)
    .map((line) => line.slice(0, MAX_SUGGESTION_LENGTH))
    .slice(0, MAX_SUGGESTIONS);
}

/** Splits a (possibly still streaming) reply into its body and its suggested answers. */
export function splitSuggestions(content: string): SplitSuggestions {
  const start = content.lastIndexOf(SUGGESTIONS_FENCE);
  if (start === -1) return { body: hidePartialFence(content), suggestions: [] };
  const before = content.slice(0, start);
  // The fence must open a line of its own.
  if (before !== '' && !before.endsWith('\n')) return { body: content.trimEnd(), suggestions: [] };
  const afterFence = content.slice(start + SUGGESTIONS_FENCE.length);
  const close = afterFence.search(/\n\s*```/);
  if (close === -1) return { body: before.trimEnd(), suggestions: [] };
  const rest = afterFence.slice(close).replace(/^\n\s*```/, '');
  // A block followed by more prose is not the trailing block: leave the reply as written.
  if (rest.trim() !== '') return { body: content.trimEnd(), suggestions: [] };
  return { body: before.trimEnd(), suggestions: parseItems(afterFence.slice(0, close)) };
}

/** While streaming, the reply may end in the first characters of the fence ("``", "```sugg"): hide them. */
function hidePartialFence(content: string): string {
  const lastLine = content.slice(content.lastIndexOf('\n') + 1).trim();
  // An even number of fence lines means the last one closes an ordinary code block rather than opening ours.
  const fenceLines = content.match(/^\s*```/gm)?.length ?? 0;
  const opensBlock = lastLine.startsWith('```') ? fenceLines % 2 === 1 : true;
  if (lastLine.length >= 2 && SUGGESTIONS_FENCE.startsWith(lastLine) && opensBlock) {
    return content.slice(0, content.lastIndexOf('\n') + 1).trimEnd();
  }
  return content.trimEnd();
}
