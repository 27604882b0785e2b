import { createOpenAI } from '@ai-sdk/openai';
import { coalescingFetch, openaiChatDialect, TEXT_DELTA_WINDOW_MS } from './coalescing-fetch.ts';
import type { AiProvider } from './types.ts';

/** OpenAI's Chat Completions API (the streaming format every OpenAI-compatible server also speaks). */
export const openaiProvider: AiProvider = {
  id: 'openai',
  defaultModel: 'gpt-4.1-mini',
  createModel(config) {
    const provider = createOpenAI({
      apiKey: config.OPENAI_API_KEY,
      ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
      fetch: coalescingFetch({ dialect: openaiChatDialect, windowMs: TEXT_DELTA_WINDOW_MS }),
    });
    return provider.chat(config.AI_MODEL ?? this.defaultModel);
  },
};
