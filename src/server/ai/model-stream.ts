/**
 * Opens a language model's own stream of parts for a chat reply. It prepares the call exactly as the AI SDK's
 * streamText does (the SDK's prompt standardisation and conversion, tool declarations, retries that honour the
 * provider's retry-after) and then hands back the provider's stream untouched. streamText pipes every token
 * through a chain of transforms built for multi-step agents, which cost ~55 µs a token here against ~1 µs for
 * reading the parts directly: at 200 concurrent replies that alone saturates a core. The chat reads the parts
 * itself (src/server/chat/chat-reply.ts).
 */
import type { ModelMessage, ToolSet, TypedToolCall } from 'ai';
import {
  convertToLanguageModelPrompt,
  parseToolCall,
  prepareRetries,
  prepareToolChoice,
  prepareTools,
  standardizePrompt,
} from 'ai/internal';
import type { LanguageModelSpec, LanguageModelStreamPart } from './types.ts';

export interface ModelStreamOptions {
  model: LanguageModelSpec;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  /** Retries of a failed call (429, 5xx), waiting what the provider's retry-after asks. Default 2. */
  maxRetries?: number;
  abortSignal?: AbortSignal;
}

export interface ModelStream {
  parts: ReadableStream<LanguageModelStreamPart>;
  /** Validates a `tool-call` part against the declared tools, as streamText would (unknown tool, bad input). */
  parseToolCall(
    part: Extract<LanguageModelStreamPart, { type: 'tool-call' }>,
  ): Promise<TypedToolCall<ToolSet>>;
}

type PreparedTools = Awaited<ReturnType<typeof prepareTools>>;
const preparedToolSets = new WeakMap<ToolSet, Promise<PreparedTools>>();

/** Tool declarations as the provider receives them (JSON Schema from zod costs ms a call: done once a set). */
function prepareToolsOnce(tools: ToolSet): Promise<PreparedTools> {
  let prepared = preparedToolSets.get(tools);
  if (!prepared) {
    prepared = prepareTools({ tools });
    preparedToolSets.set(tools, prepared);
    prepared.catch(() => preparedToolSets.delete(tools));
  }
  return prepared;
}

/** Calls the model's doStream; rejects (with the SDK's RetryError after retries) when the call cannot start. */
export async function openModelStream(options: ModelStreamOptions): Promise<ModelStream> {
  const { model, tools, abortSignal } = options;
  const standardized = await standardizePrompt({ system: options.system, messages: options.messages });
  const prompt = await convertToLanguageModelPrompt({
    prompt: standardized,
    supportedUrls: await model.supportedUrls,
    download: undefined,
    ...(abortSignal ? { abortSignal } : {}),
    provider: model.provider.split('.')[0] ?? model.provider,
  });
  const preparedTools = await prepareToolsOnce(tools);
  const { retry } = prepareRetries({ maxRetries: options.maxRetries, abortSignal });
  const { stream } = await retry(() =>
    model.doStream({
      prompt,
      ...(preparedTools
        ? { tools: preparedTools, toolChoice: prepareToolChoice({ toolChoice: 'auto' }) }
        : {}),
      ...(abortSignal ? { abortSignal } : {}),
      includeRawChunks: false,
    }),
  );
  return {
    parts: stream,
    parseToolCall: (toolCall) =>
      parseToolCall({
        toolCall,
        tools,
        repairToolCall: undefined,
        instructions: standardized.instructions,
        messages: standardized.messages,
        ...(abortSignal ? { abortSignal } : {}),
      }),
  };
}
