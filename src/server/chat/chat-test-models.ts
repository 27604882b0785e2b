/**
 * Stand-in language models for the chat suites: a scripted stream of parts (optionally paced, optionally failing
 * after them), built on the AI SDK's own test doubles.
 */
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import type { LanguageModelStreamPart } from '../ai/types.ts';

export const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
export const finish: LanguageModelStreamPart = {
  type: 'finish',
  finishReason: { unified: 'stop', raw: 'stop' },
  usage,
};

export function textParts(words: string[]): LanguageModelStreamPart[] {
  return [
    { type: 'text-start', id: 't' },
    ...words.map((delta): LanguageModelStreamPart => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't' },
  ];
}

export function toolCall(id: string, toolName: string, input: unknown): LanguageModelStreamPart {
  return { type: 'tool-call', toolCallId: id, toolName, input: JSON.stringify(input) };
}

/** A model that answers with `parts`, `delayMs` apart, or fails after them when `failWith` is set. */
export function scriptedModel(
  parts: LanguageModelStreamPart[],
  options: { delayMs?: number; failWith?: string } = {},
) {
  return new MockLanguageModelV4({
    doStream: async () => {
      if (!options.failWith) {
        return {
          stream: simulateReadableStream({
            chunks: [...parts, finish],
            chunkDelayInMs: options.delayMs ?? 0,
          }),
        };
      }
      const failure = options.failWith;
      let i = 0;
      return {
        stream: new ReadableStream<LanguageModelStreamPart>({
          async pull(controller) {
            const part = parts[i++];
            if (part) controller.enqueue(part);
            else controller.error(new Error(failure));
          },
        }),
      };
    },
  });
}
