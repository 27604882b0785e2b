/**
 * The journey an idea takes: idea → prd | mvp → … → complete (SPEC §4). Staying put is always allowed, so saving a
 * stage's data twice never trips the state machine.
 */
import { z } from 'zod';
import { AppError } from './errors.ts';
import { createId } from './message.ts';

export const JOURNEY_STAGES = ['idea', 'prd', 'mvp', 'domain-model', 'tech-stack', 'complete'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];
export const INITIAL_JOURNEY_STAGE: JourneyStage = 'idea';

/** Forward moves only; an idea may skip the PRD and go straight to an MVP. */
export const STAGE_TRANSITIONS: Readonly<Record<JourneyStage, readonly JourneyStage[]>> = {
  idea: ['prd', 'mvp'],
  prd: ['mvp'],
  mvp: ['domain-model'],
  'domain-model': ['tech-stack'],
  'tech-stack': ['complete'],
  complete: [],
};

export const journeyStageSchema = z.enum(JOURNEY_STAGES);

export function isJourneyStage(value: unknown): value is JourneyStage {
  return (JOURNEY_STAGES as readonly unknown[]).includes(value);
}

function requireCurrentStage(stage: string): JourneyStage {
  if (!isJourneyStage(stage)) throw new AppError('UNKNOWN_CURRENT_STAGE', { stage });
  return stage;
}

export function requireStage(stage: string): JourneyStage {
  if (!isJourneyStage(stage)) throw new AppError('UNKNOWN_STAGE', { stage });
  return stage;
}

/** Where the journey may go next from `current`; throws for an unknown current stage. */
export function nextStages(current: string): readonly JourneyStage[] {
  return STAGE_TRANSITIONS[requireCurrentStage(current)];
}

export function canTransition(from: string, to: string): boolean {
  if (!isJourneyStage(from) || !isJourneyStage(to)) return false;
  return from === to || STAGE_TRANSITIONS[from].includes(to);
}

/** Throws UNKNOWN_CURRENT_STAGE, UNKNOWN_STAGE or INVALID_TRANSITION (which lists the valid next stages). */
export function assertTransition(from: string, to: string): JourneyStage {
  const validNext = nextStages(from);
  const target = requireStage(to);
  if (from !== target && !validNext.includes(target)) {
    throw new AppError('INVALID_TRANSITION', { from, to, validNext });
  }
  return target;
}

/** 0 at idea, 5 at complete. */
export function stagePosition(stage: string): number {
  return JOURNEY_STAGES.indexOf(requireStage(stage));
}

/** (position + 1) / 6 × 100, unrounded; round for display where it is shown. */
export function stageProgress(stage: string): number {
  return ((stagePosition(stage) + 1) / JOURNEY_STAGES.length) * 100;
}

export type StageData = Record<string, unknown>;

export interface JourneyStageRecord {
  id: string;
  userId: string;
  currentStage: JourneyStage;
  stageData: StageData;
  createdAt: Date;
  updatedAt: Date;
}

export function startJourney(userId: string, options: { id?: string; now?: Date } = {}): JourneyStageRecord {
  if (userId.trim() === '') throw new AppError('USER_ID_REQUIRED');
  const now = options.now ?? new Date();
  return {
    id: options.id ?? createId(),
    userId,
    currentStage: INITIAL_JOURNEY_STAGE,
    stageData: {},
    createdAt: now,
    updatedAt: now,
  };
}

/** Moves to `to` (validated) and merges any data gathered for it over what was there. */
export function moveJourney<J extends Pick<JourneyStageRecord, 'currentStage' | 'stageData' | 'updatedAt'>>(
  journey: J,
  to: string,
  data: StageData = {},
  now: Date = new Date(),
): J {
  const target = assertTransition(journey.currentStage, to);
  return { ...journey, currentStage: target, stageData: { ...journey.stageData, ...data }, updatedAt: now };
}

export interface IdeaJourney {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  currentStageId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
