/**
 * The journey of one chat session (the idea): an idea journey row with its current stage record. The domain's state
 * machine decides every move; the stage data comes from the session's documents (each kind gives its stage's
 * fields) plus anything given explicitly, and saving a document moves the journey on as far as the data allows.
 */
import { AppError } from '../../domain/errors.ts';
import {
  assertTransition,
  INITIAL_JOURNEY_STAGE,
  isJourneyStage,
  JOURNEY_STAGES,
  type JourneyStage,
  nextStages,
  type StageData,
  stagePosition,
  stageProgress,
} from '../../domain/journey.ts';
import { JOURNEY_STAGE_LABELS, type JourneyState } from '../../domain/journey-api.ts';
import { isStageReady, missingStageItems, validateStageData } from '../../domain/journey-stage-data.ts';
import { requireOwnSession } from '../chat/session-service.ts';
import type { Db } from '../db/client.ts';
import { getSqlState, sqlState } from '../db/database-errors.ts';
import { listArtefactsByOwner } from '../db/repositories/artefacts-repository.ts';
import {
  createIdeaJourney,
  createJourneyStage,
  updateIdeaJourney,
  updateJourneyStage,
} from '../db/repositories/idea-journeys-repository.ts';
import {
  deleteJourneyStage,
  findIdeaJourneyBySession,
  getJourneyStageById,
} from '../db/repositories/journey-repository.ts';
import type { ArtefactRow, ChatSessionRow, IdeaJourneyRow, JourneyStageRow } from '../db/schema.ts';
import { findOutOfDate } from './artefact-views.ts';
import { DOCUMENT_KINDS, documentKind } from './documents/registry.ts';
import { buildJourneyFlowchart } from './journey-flowchart.ts';

interface LoadedJourney {
  journey: IdeaJourneyRow;
  stage: JourneyStageRow;
}

async function loadJourney(db: Db, userId: string, sessionId: string): Promise<LoadedJourney | undefined> {
  const journey = await findIdeaJourneyBySession({ db, userId, sessionId });
  if (!journey?.currentStageId) return undefined;
  const stage = await getJourneyStageById({ db, userId, id: journey.currentStageId });
  return stage ? { journey, stage } : undefined;
}

/** The session's journey, started at idea when it has none (a concurrent start keeps the first one). */
async function ensureJourney(db: Db, userId: string, session: ChatSessionRow): Promise<LoadedJourney> {
  const journey = await findIdeaJourneyBySession({ db, userId, sessionId: session.id });
  if (journey) {
    const current = journey.currentStageId
      ? await getJourneyStageById({ db, userId, id: journey.currentStageId })
      : undefined;
    if (current) return { journey, stage: current };
    // Its stage record was deleted (the journey keeps a null link): give the journey a fresh one at idea.
    const fresh = await createJourneyStage({ db, userId, currentStage: INITIAL_JOURNEY_STAGE });
    const relinked = await updateIdeaJourney({ db, userId, id: journey.id, currentStageId: fresh.id });
    if (!relinked) throw new AppError('IDEA_JOURNEY_NOT_FOUND');
    return { journey: relinked, stage: fresh };
  }
  const stage = await createJourneyStage({ db, userId, currentStage: INITIAL_JOURNEY_STAGE });
  try {
    const journey = await createIdeaJourney({
      db,
      userId,
      title: session.title,
      currentStageId: stage.id,
      sessionId: session.id,
    });
    return { journey, stage };
  } catch (error) {
    await deleteJourneyStage({ db, userId, id: stage.id });
    if (getSqlState(error) !== sqlState.uniqueViolation) throw error;
    const winner = await loadJourney(db, userId, session.id);
    if (!winner) throw new AppError('IDEA_JOURNEY_NOT_FOUND');
    return winner;
  }
}

/** What the session's documents say about each stage, in journey order (later kinds never overwrite earlier). */
export function stageDataFromDocuments(rows: readonly ArtefactRow[]): StageData {
  const data: StageData = {};
  for (const kind of DOCUMENT_KINDS) {
    const row = rows.filter((r) => r.artefactType === kind.type && r.document).at(-1);
    if (!row?.document) continue;
    const parsed = kind.schema.safeParse(row.document);
    if (parsed.success) Object.assign(data, documentKind(kind.type).stageData(parsed.data as never));
  }
  return data;
}

/** From idea the journey goes to the PRD, unless the session has an MVP document and no PRD (the short cut). */
function naturalNext(stage: JourneyStage, rows: readonly ArtefactRow[]): JourneyStage | undefined {
  const options = nextStages(stage);
  if (stage === 'idea') {
    const has = (type: string) => rows.some((r) => r.artefactType === type);
    return has('mvp') && !has('prd') ? 'mvp' : 'prd';
  }
  return options[0];
}

function stateOf(
  session: ChatSessionRow,
  loaded: LoadedJourney | undefined,
  rows: readonly ArtefactRow[],
): JourneyState {
  const current: JourneyStage =
    loaded && isJourneyStage(loaded.stage.currentStage) ? loaded.stage.currentStage : INITIAL_JOURNEY_STAGE;
  const data: StageData = { ...(loaded?.stage.stageData ?? {}), ...stageDataFromDocuments(rows) };
  const position = stagePosition(current);
  const outOfDate = findOutOfDate(rows);
  return {
    sessionId: session.id,
    journeyId: loaded?.journey.id ?? null,
    title: loaded?.journey.title ?? session.title,
    description: loaded?.journey.description ?? null,
    stage: current,
    stageLabel: JOURNEY_STAGE_LABELS[current],
    percent: Math.round(stageProgress(current)),
    nextStages: [...nextStages(current)],
    stages: JOURNEY_STAGES.map((stage, index) => {
      const missing = missingStageItems(stage, data);
      const artefactType = stage === 'complete' ? 'summary' : stage;
      const artefact = rows.filter((r) => r.artefactType === artefactType).at(-1);
      return {
        stage,
        label: JOURNEY_STAGE_LABELS[stage],
        position: index,
        status:
          index < position || current === 'complete' ? 'done' : index === position ? 'current' : 'upcoming',
        percent: Math.round(stageProgress(stage)),
        missing,
        ready: missing.length === 0,
        artefactType,
        artefactId: artefact?.id ?? null,
      };
    }),
    stageData: data,
    outOfDateArtefactIds: [...outOfDate].filter(([, because]) => because.length > 0).map(([id]) => id),
    flowchart: buildJourneyFlowchart(current),
    updatedAt: loaded ? loaded.stage.updatedAt.toISOString() : null,
  };
}

export async function getJourneyState(options: {
  db: Db;
  userId: string;
  sessionId: string;
}): Promise<JourneyState> {
  const session = await requireOwnSession({ db: options.db, userId: options.userId, id: options.sessionId });
  const [loaded, rows] = await Promise.all([
    loadJourney(options.db, options.userId, session.id),
    listArtefactsByOwner({ db: options.db, owner: { sessionId: session.id } }),
  ]);
  return stateOf(session, loaded, rows);
}

async function saveStage(
  db: Db,
  userId: string,
  loaded: LoadedJourney,
  stage: JourneyStage,
  data: StageData,
  journeyPatch: { title?: string; description?: string } = {},
): Promise<LoadedJourney> {
  const saved = await updateJourneyStage({
    db,
    userId,
    id: loaded.stage.id,
    currentStage: stage,
    stageData: data,
  });
  if (!saved) throw new AppError('JOURNEY_STAGE_NOT_FOUND');
  const journey = await updateIdeaJourney({
    db,
    userId,
    id: loaded.journey.id,
    ...journeyPatch,
    updatedAt: new Date(),
  });
  if (!journey) throw new AppError('IDEA_JOURNEY_NOT_FOUND');
  return { journey, stage: saved };
}

/**
 * An explicit move (PATCH /api/sessions/:id/journey): the state machine checks the move, and the data of the stage
 * being left must be complete (the spec's stage-data messages).
 */
export async function moveJourneyStage(options: {
  db: Db;
  userId: string;
  sessionId: string;
  stage: string;
  stageData?: StageData | undefined;
}): Promise<JourneyState> {
  const { db, userId } = options;
  const session = await requireOwnSession({ db, userId, id: options.sessionId });
  const loaded = await ensureJourney(db, userId, session);
  const rows = await listArtefactsByOwner({ db, owner: { sessionId: session.id } });
  const from = loaded.stage.currentStage;
  const target = assertTransition(from, options.stage);
  const data = { ...loaded.stage.stageData, ...(options.stageData ?? {}) };
  if (target !== from) validateStageData(from, { ...data, ...stageDataFromDocuments(rows) });
  const saved = await saveStage(db, userId, loaded, target, data);
  return stateOf(session, saved, rows);
}

/**
 * After a document of the session was saved: refresh the stage data from the documents and move forward while the
 * current stage's data is complete. Never moves backwards.
 */
export async function advanceJourneyFromDocuments(options: {
  db: Db;
  userId: string;
  sessionId: string;
}): Promise<JourneyState> {
  const { db, userId } = options;
  const session = await requireOwnSession({ db, userId, id: options.sessionId });
  const loaded = await ensureJourney(db, userId, session);
  const rows = await listArtefactsByOwner({ db, owner: { sessionId: session.id } });
  const data = { ...loaded.stage.stageData, ...stageDataFromDocuments(rows) };
  let stage = loaded.stage.currentStage;
  for (;;) {
    if (!isStageReady(stage, data)) break;
    const next = naturalNext(stage, rows);
    if (!next) break;
    stage = assertTransition(stage, next);
  }
  const idea = rows.find((r) => r.artefactType === 'idea')?.document;
  const journeyPatch = {
    ...(typeof idea?.title === 'string' ? { title: idea.title } : {}),
    ...(typeof data.description === 'string' ? { description: data.description } : {}),
  };
  const saved = await saveStage(db, userId, loaded, stage, data, journeyPatch);
  return stateOf(session, saved, rows);
}
