import type { AiProvider } from '../types.ts';
import { createGuideModel } from './guide-model.ts';

/** The default without keys: a deterministic interviewer that needs no network. */
export const guideProvider: AiProvider = {
  id: 'guide',
  defaultModel: 'guide',
  createModel: () => createGuideModel(),
};
