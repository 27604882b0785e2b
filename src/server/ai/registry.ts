import type { AiProviderId, Config } from '../config.ts';
import { anthropicProvider } from './anthropic-provider.ts';
import { guideProvider } from './guide/guide-provider.ts';
import { openaiCompatibleProvider } from './openai-compatible-provider.ts';
import { openaiProvider } from './openai-provider.ts';
import type { AiProvider, LanguageModelSpec } from './types.ts';

const providers: Readonly<Record<AiProviderId, AiProvider>> = {
  guide: guideProvider,
  anthropic: anthropicProvider,
  openai: openaiProvider,
  'openai-compatible': openaiCompatibleProvider,
};

export function getAiProvider(id: AiProviderId): AiProvider {
  return providers[id];
}

/** The language model DESIGN.md's configuration selects (AI_PROVIDER, AI_MODEL and the provider's keys). */
export function createLanguageModel(config: Config): LanguageModelSpec {
  return getAiProvider(config.AI_PROVIDER).createModel(config);
}
