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

/**
 * A project with a chat is at least at the idea stage (17 %), as that chat's own journey panel says even before its
 * journey row exists; only a project without chats shows 0 %.
 */
export function projectProgress(
  row: Pick<ProjectSummaryRow, 'stagePosition' | 'chatCount'>,
): ProjectProgress {
  return progressAt(row.chatCount > 0 ? Math.max(row.stagePosition, 0) : row.stagePosition);
}

export function toProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    progress: projectProgress(row),
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
    progress: projectProgress(row),
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
