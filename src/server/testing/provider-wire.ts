/**
 * The AI providers' streaming wire formats, frame by frame, for the local servers tests stand up in their place:
 * OpenAI's `chat.completion.chunk` server-sent events and Anthropic's Messages events.
 */

/** One OpenAI Chat Completions stream chunk as an SSE frame. */
export const openaiChunk = (delta: object, finishReason: string | null = null, model = 'gpt-test') =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

/** One Anthropic Messages stream event as an SSE frame (its `event:` line and its data). */
export const anthropicEvent = (type: string, data: object) =>
  `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
