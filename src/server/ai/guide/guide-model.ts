/**
 * The built-in guide as an AI SDK language model, so it runs through exactly the production path (streamText, the
 * chat event stream, persistence). It streams its deterministic reply in small chunks with a small, realistic
 * delay, then calls the journey's document tools when a stage's answers are complete, and honours the caller's
 * abort signal.
 */
import type {
  LanguageModelCallOptions,
  LanguageModelGenerateResult,
  LanguageModelSpec,
  LanguageModelStreamPart,
  LanguageModelStreamResult,
} from '../types.ts';
import { composeGuideTurn, type GuideToolCall, type GuideTurn } from './guide-reply.ts';

export interface GuideModelOptions {
  /** Pause between chunks (default 12 ms); 0 in tests. */
  chunkDelayMs?: number;
}

function turnsFrom(prompt: LanguageModelCallOptions['prompt']): GuideTurn[] {
  const turns: GuideTurn[] = [];
  for (const message of prompt) {
    if (message.role !== 'user' && message.role !== 'assistant') continue;
    const text = message.content
      .map((part) => (part.type === 'text' ? part.text : ''))
      .join('')
      .trim();
    turns.push({ role: message.role, text });
  }
  return turns;
}

/** Word-sized chunks (a word with its following whitespace), like a real model's tokens. */
export function chunkText(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function usage(input: number, output: number) {
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The guide only calls tools the caller declared (a chat without the document tools just converses). */
function declaredCalls(call: LanguageModelCallOptions, toolCalls: GuideToolCall[]): GuideToolCall[] {
  const declared = new Set((call.tools ?? []).map((tool) => tool.name));
  return toolCalls.filter((toolCall) => declared.has(toolCall.toolName));
}

function toolCallParts(calls: GuideToolCall[]) {
  return calls.map((toolCall, i) => ({
    type: 'tool-call' as const,
    toolCallId: `guide-${toolCall.toolName}-${i}`,
    toolName: toolCall.toolName,
    input: JSON.stringify(toolCall.input),
  }));
}

export function createGuideModel(options: GuideModelOptions = {}): LanguageModelSpec {
  const delay = options.chunkDelayMs ?? 12;
  return {
    specificationVersion: 'v4',
    provider: 'ideaforge',
    modelId: 'guide',
    supportedUrls: {},
    async doGenerate(call): Promise<LanguageModelGenerateResult> {
      const turns = turnsFrom(call.prompt);
      const { text, toolCalls } = composeGuideTurn(turns);
      const calls = toolCallParts(declaredCalls(call, toolCalls));
      return {
        content: [{ type: 'text', text }, ...calls],
        finishReason:
          calls.length > 0 ? { unified: 'tool-calls', raw: 'tool_use' } : { unified: 'stop', raw: 'stop' },
        usage: usage(turns.length, chunkText(text).length),
        warnings: [],
      };
    },
    async doStream(call): Promise<LanguageModelStreamResult> {
      const turns = turnsFrom(call.prompt);
      const { text, toolCalls } = composeGuideTurn(turns);
      const chunks = chunkText(text);
      const calls = toolCallParts(declaredCalls(call, toolCalls));
      const signal = call.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelStreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'guide-text' });
        },
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason ?? new Error('aborted'));
            return;
          }
          const chunk = chunks[index];
          if (chunk === undefined) {
            controller.enqueue({ type: 'text-end', id: 'guide-text' });
            // The document tools, after the text (as real models call tools once they have explained).
            for (const part of calls) controller.enqueue(part);
            controller.enqueue({
              type: 'finish',
              finishReason:
                calls.length > 0
                  ? { unified: 'tool-calls', raw: 'tool_use' }
                  : { unified: 'stop', raw: 'stop' },
              usage: usage(turns.length, chunks.length),
            });
            controller.close();
            return;
          }
          if (index > 0) await sleep(delay, signal);
          index += 1;
          controller.enqueue({ type: 'text-delta', id: 'guide-text', delta: chunk });
        },
      });
      return { stream };
    },
  };
}
