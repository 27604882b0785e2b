import type { LanguageModel } from 'ai';
import type { AiProviderId, Config } from '../config.ts';

/** The AI SDK's model specification our own models implement (derived from `ai`, which pins its version). */
export type LanguageModelSpec = Extract<LanguageModel, { specificationVersion: 'v4' }>;
export type LanguageModelCallOptions = Parameters<LanguageModelSpec['doStream']>[0];
export type LanguageModelStreamResult = Awaited<ReturnType<LanguageModelSpec['doStream']>>;
export type LanguageModelStreamPart =
  LanguageModelStreamResult['stream'] extends ReadableStream<infer P> ? P : never;
export type LanguageModelGenerateResult = Awaited<ReturnType<LanguageModelSpec['doGenerate']>>;

/** One entry of the provider registry (DESIGN convention 6): how to build the configured model. */
export interface AiProvider {
  id: AiProviderId;
  /** The model used when AI_MODEL is unset. */
  defaultModel: string;
  createModel(config: Config): LanguageModelSpec;
}
