/**
 * What each journey stage needs before it counts as done (SPEC §5 "Stage data"). `missingStageItems` lists every
 * gap (for a readiness checklist); `validateStageData` throws the first one.
 */
import { IDEA_DESCRIPTION_MIN_LENGTH } from './constants.ts';
import { AppError } from './errors.ts';
import { type JourneyStage, requireStage, type StageData } from './journey.ts';

function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A list entry counts when it says something: a non-blank text or any non-null structured item. */
function countEntries(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  return value.filter((entry) => (typeof entry === 'string' ? entry.trim() !== '' : entry != null)).length;
}

/** A text or a list with something in it (core features arrive either way). */
function isFilled(value: unknown): boolean {
  return isFilledText(value) || countEntries(value) > 0;
}

// Readable names in the messages: "PRD stage requires target audience".
const PRD_FIELDS = [
  ['problemStatement', 'problem statement'],
  ['targetAudience', 'target audience'],
  ['coreFeatures', 'core features'],
] as const;

const TECH_STACK_FIELDS = ['frontend', 'backend', 'database'] as const;

function missingErrors(stage: JourneyStage, data: StageData): AppError[] {
  switch (stage) {
    case 'idea': {
      const { description } = data;
      if (!isFilledText(description)) return [new AppError('IDEA_DESCRIPTION_REQUIRED')];
      return description.trim().length < IDEA_DESCRIPTION_MIN_LENGTH
        ? [new AppError('IDEA_DESCRIPTION_TOO_SHORT')]
        : [];
    }
    case 'prd':
      return PRD_FIELDS.filter(([key]) => !isFilled(data[key])).map(
        ([, field]) => new AppError('PRD_FIELD_REQUIRED', { field }),
      );
    case 'mvp':
      return [
        ...(countEntries(data.mvpFeatures) > 0 ? [] : [new AppError('MVP_FEATURE_REQUIRED')]),
        ...(countEntries(data.userStories) > 0 ? [] : [new AppError('MVP_USER_STORY_REQUIRED')]),
      ];
    case 'domain-model':
      return countEntries(data.entities) > 0 ? [] : [new AppError('DOMAIN_MODEL_ENTITY_REQUIRED')];
    case 'tech-stack':
      return TECH_STACK_FIELDS.filter((field) => !isFilledText(data[field])).map(
        (field) => new AppError('TECH_STACK_CHOICE_REQUIRED', { field }),
      );
    case 'complete':
      return [];
  }
}

function asStageData(data: unknown): StageData {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as StageData) : {};
}

/** Every message describing what the stage still lacks; empty when it is ready. */
export function missingStageItems(stage: string, data: unknown): string[] {
  return missingErrors(requireStage(stage), asStageData(data)).map((error) => error.message);
}

export function isStageReady(stage: string, data: unknown): boolean {
  return missingStageItems(stage, data).length === 0;
}

export function validateStageData(stage: string, data: unknown): void {
  const [first] = missingErrors(requireStage(stage), asStageData(data));
  if (first) throw first;
}
