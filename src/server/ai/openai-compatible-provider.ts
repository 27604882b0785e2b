import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { coalescingFetch, openaiChatDialect, TEXT_DELTA_WINDOW_MS } from './coalescing-fetch.ts';
import type { AiProvider } from './types.ts';

/** Ollama, llama.cpp server, vLLM…: any server at OPENAI_BASE_URL that speaks OpenAI's chat completions. */
export const openaiCompatibleProvider: AiProvider = {
  id: 'openai-compatible',
  defaultModel: 'llama3.2',
  createModel(config) {
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.OPENAI_BASE_URL ?? 'http://localhost:11434/v1',
      ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}),
      // Without it the stream carries no token usage.
      includeUsage: true,
      // Consecutive text deltas travel as one event per 40 ms (src/server/ai/coalescing-fetch.ts).
      fetch: coalescingFetch({ dialect: openaiChatDialect, windowMs: TEXT_DELTA_WINDOW_MS }),
    });
    return provider.chatModel(config.AI_MODEL ?? this.defaultModel);
  },
};
