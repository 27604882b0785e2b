import { createAnthropic } from '@ai-sdk/anthropic';
import { anthropicDialect, coalescingFetch, TEXT_DELTA_WINDOW_MS } from './coalescing-fetch.ts';
import type { AiProvider } from './types.ts';

/** Anthropic's Messages API; ANTHROPIC_BASE_URL points it at a proxy or a compatible server. */
export const anthropicProvider: AiProvider = {
  id: 'anthropic',
  defaultModel: 'claude-sonnet-4-5',
  createModel(config) {
    const provider = createAnthropic({
      apiKey: config.ANTHROPIC_API_KEY,
      ...(config.ANTHROPIC_BASE_URL ? { baseURL: config.ANTHROPIC_BASE_URL } : {}),
      fetch: coalescingFetch({ dialect: anthropicDialect, windowMs: TEXT_DELTA_WINDOW_MS }),
    });
    return provider(config.AI_MODEL ?? this.defaultModel);
  },
};
