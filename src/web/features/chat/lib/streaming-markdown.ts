/**
 * Markdown that is still arriving: a reply cut mid-token would render its half-parsed syntax (an open code fence
 * swallowing the rest as code, a dangling `**` shown literally) and then jump when the rest arrives. These helpers
 * close what is open so each intermediate render already looks like the final one, and split the text into blocks
 * so only the last, growing block re-renders.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

interface FenceState {
  open: boolean;
  marker: string;
}

function scanFences(lines: readonly string[]): FenceState {
  let state: FenceState = { open: false, marker: '' };
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (!match?.[1]) continue;
    const marker = match[1];
    if (!state.open) state = { open: true, marker };
    else if (
      marker[0] === state.marker[0] &&
      marker.length >= state.marker.length &&
      line.trim() === marker
    ) {
      state = { open: false, marker: '' };
    }
  }
  return state;
}

function countUnescaped(text: string, token: string): number {
  let count = 0;
  for (let index = text.indexOf(token); index !== -1; index = text.indexOf(token, index + token.length)) {
    if (text[index - 1] !== '\\') count += 1;
  }
  return count;
}

/** Closes inline syntax left open at the end of the last line: inline code, bold, italic, strike, a link. */
function closeInline(line: string): string {
  let text = line;
  // An unfinished link or image: show its text until the address arrives.
  const link = /!?\[([^\]]*)(\]\([^)]*)?$/.exec(text);
  if (link) text = text.slice(0, link.index) + (link[1] ?? '');
  // A marker with nothing after it yet would show literally: hold it back.
  text = text.replace(/(^|\s)(\*{1,2}|_{1,2}|~{1,2}|`)$/, '$1');
  if (countUnescaped(text, '`') % 2 === 1) return `${text}\``;
  let suffix = '';
  if (countUnescaped(text, '~~') % 2 === 1) suffix = `~~${suffix}`;
  if (countUnescaped(text, '**') % 2 === 1) suffix = `**${suffix}`;
  const singles = text.replace(/^\s*\*\s/, '').replaceAll('**', '');
  if (countUnescaped(singles, '*') % 2 === 1) suffix = `*${suffix}`;
  if (suffix === '') return text;
  // "**bold " closes as "**bold**", not "**bold **" (which Markdown would not treat as bold).
  return text.trimEnd() + suffix;
}

/** Makes a partial Markdown text safe to render: closes an open code fence and inline syntax on the last line. */
export function completeStreamingMarkdown(text: string): string {
  if (text === '') return text;
  const lines = text.split('\n');
  const fence = scanFences(lines);
  if (fence.open) {
    // Inside a code block everything is literal; just close the block.
    return `${text}${text.endsWith('\n') ? '' : '\n'}${fence.marker}`;
  }
  const last = lines.pop() ?? '';
  // A half-typed fence opener ("``") or table separator would flash as text; hold it back a moment.
  if (/^ {0,3}(`{1,2}|~{1,2})$/.test(last)) return lines.join('\n');
  return [...lines, closeInline(last)].join('\n');
}

/**
 * Splits Markdown into top-level blocks at blank lines outside code fences, so a finished block keeps its rendered
 * output (memoised by its text) while the last one grows. Lists and tables stay whole unless a blank line separates
 * their items, which Markdown renders the same way either side of the split.
 */
export function splitMarkdownBlocks(text: string): string[] {
  const lines = text.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: FenceState = { open: false, marker: '' };
  lines.forEach((line, index) => {
    const match = FENCE.exec(line);
    if (match?.[1]) {
      const marker = match[1];
      if (!fence.open) fence = { open: true, marker };
      else if (
        marker[0] === fence.marker[0] &&
        marker.length >= fence.marker.length &&
        line.trim() === marker
      ) {
        fence = { open: false, marker: '' };
      }
    }
    if (!fence.open && line.trim() === '') {
      // An indented line after the blank one continues a list item: keep the item whole.
      const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '');
      if (current.length > 0 && next !== undefined && /^(\s{2,}|\t)/.test(next)) {
        current.push(line);
        return;
      }
      if (current.length > 0) blocks.push(current.join('\n'));
      current = [];
      return;
    }
    current.push(line);
  });
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}
