import { JOURNEY_STAGES, type JourneyStage, stageProgress } from '../../domain/journey.ts';
import type {
  ProjectChat,
  ProjectDetail,
  ProjectProgress,
  ProjectSummary,
  SharedProject,
} from '../../domain/projects-api.ts';
import type { ProjectSummaryRow } from '../db/repositories/projects-repository.ts';
import type { ArtefactRow } from '../db/schema.ts';

/** Before any of its chats starts a journey a project is at the idea stage with nothing done (0 %). */
export function progressAt(stagePosition: number): ProjectProgress {
  const stage: JourneyStage = JOURNEY_STAGES[stagePosition] ?? 'idea';
  return { stage, percent: stagePosition < 0 ? 0 : Math.round(stageProgress(stage)) };
}

export function toProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    progress: progressAt(row.stagePosition),
    documentCount: row.documentCount,
    chatCount: row.chatCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProjectDetail(
  row: ProjectSummaryRow,
  chats: { id: string; title: string; updatedAt: Date; stage: string | null }[],
): ProjectDetail {
  return {
    ...toProjectSummary(row),
    shareToken: row.visibility === 'link' ? row.shareToken : null,
    chats: chats.map(
      (chat): ProjectChat => ({
        id: chat.id,
        title: chat.title,
        stage: (chat.stage as JourneyStage | null) ?? 'idea',
        updatedAt: chat.updatedAt.toISOString(),
      }),
    ),
  };
}

export function toSharedProject(row: ProjectSummaryRow, documents: ArtefactRow[]): SharedProject {
  return {
    name: row.name,
    description: row.description,
    progress: progressAt(row.stagePosition),
    lastActivityAt: row.lastActivityAt.toISOString(),
    documents: documents.map((doc) => ({
      id: doc.id,
      name: doc.name,
      artefactType: doc.artefactType,
      content: doc.content,
      updatedAt: doc.updatedAt.toISOString(),
    })),
  };
}
