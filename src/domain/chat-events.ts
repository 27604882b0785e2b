/**
 * The chat stream protocol (DESIGN "POST /api/chat"), declared once: the server encodes these events, the client
 * parses them with the same schema. Each event is one `data: <json>` line and a blank line; the stream ends with
 * `data: [DONE]`.
 */
import { z } from 'zod';

export const DONE_MARKER = '[DONE]';
const DATA_PREFIX = 'data:';

const toolUseSchema = z.object({ id: z.string(), name: z.string(), input: z.unknown() });

export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('content_block_delta'), delta: z.object({ text: z.string() }) }),
  z.object({ type: z.literal('tool_use_started'), tool: toolUseSchema }),
  z.object({
    type: z.literal('tool_use_completed'),
    tool: z.object({ id: z.string(), name: z.string() }),
    success: z.boolean(),
    error: z.string().optional(),
  }),
  z.object({ type: z.literal('tool_processing_started') }),
  z.object({
    type: z.literal('tool_processing_completed'),
    tools: z.array(z.string()),
    count: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('content_complete'),
    content: z.string(),
    sessionId: z.string(),
    messageId: z.string(),
  }),
  z.object({ type: z.literal('completion_confirmed'), messageId: z.string() }),
  z.object({ type: z.literal('save_error'), error: z.string() }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);

export type ChatEvent = z.output<typeof chatEventSchema>;
export type ChatEventType = ChatEvent['type'];
export type ChatEventOf<T extends ChatEventType> = Extract<ChatEvent, { type: T }>;

/** One server-sent event frame. JSON never contains a raw newline, so a frame is always a single data line. */
export function encodeChatEvent(event: ChatEvent): string {
  return `${DATA_PREFIX} ${JSON.stringify(event)}\n\n`;
}

export function encodeDoneMarker(): string {
  return `${DATA_PREFIX} ${DONE_MARKER}\n\n`;
}

export type ParsedChatLine =
  | { kind: 'event'; event: ChatEvent }
  | { kind: 'done' }
  /** Blank lines, comments (": keep-alive"), other SSE fields, and malformed or unknown events. */
  | { kind: 'ignored'; line: string };

/**
 * Reads one line of the stream. Anything that is not a known event is reported as ignored rather than thrown, so a
 * newer server adding an event type does not break an older client mid-reply.
 */
export function parseChatEventLine(line: string): ParsedChatLine {
  const trimmed = line.trim();
  if (!trimmed.startsWith(DATA_PREFIX)) return { kind: 'ignored', line };
  const payload = trimmed.slice(DATA_PREFIX.length).trim();
  if (payload === DONE_MARKER) return { kind: 'done' };
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { kind: 'ignored', line };
  }
  const result = chatEventSchema.safeParse(json);
  return result.success ? { kind: 'event', event: result.data } : { kind: 'ignored', line };
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  // undefined inside arrays serialises as null, as JSON.stringify does.
  return JSON.stringify(value) ?? 'null';
}

/**
 * Identical tool uses (same name, same input) are processed once per stream (SPEC §4). The key ignores the
 * order of object keys, since a model may emit the same input with its fields in any order.
 */
export function toolUseKey(tool: { name: string; input: unknown }): string {
  return `${tool.name}:${canonicalJson(tool.input)}`;
}

/** Keeps the first of each identical tool use, in order. */
export function dedupeToolUses<T extends { name: string; input: unknown }>(tools: readonly T[]): T[] {
  const seen = new Set<string>();
  return tools.filter((tool) => {
    const key = toolUseKey(tool);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
