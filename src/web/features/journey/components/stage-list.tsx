import {
  CheckIcon,
  ChevronRightIcon,
  CircleDashedIcon,
  CircleDotIcon,
  CircleIcon,
  FileTextIcon,
  LoaderCircleIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { ARTEFACT_TYPE_LABELS } from '../../../../domain/artefact.ts';
import type { ArtefactSummary, JourneyState, StageReadiness } from '../../../../domain/journey-api.ts';
import { cn } from '../../../lib/cn.ts';
import type { LiveDrafts } from '../hooks/use-live-documents.ts';
import { formatWhen } from '../lib/format-when.ts';

interface StageListProps {
  journey: JourneyState;
  artefacts: readonly ArtefactSummary[];
  drafts: LiveDrafts;
  onOpen: (artefactId: string) => void;
  onOpenDraft: (type: ArtefactSummary['artefactType']) => void;
}

function StageIcon({ status }: { status: StageReadiness['status'] }) {
  if (status === 'done') {
    return (
      <span className="flex size-5 items-center justify-center rounded-full bg-success text-white">
        <CheckIcon className="size-3" aria-hidden="true" />
      </span>
    );
  }
  if (status === 'current') return <CircleDotIcon className="size-5 text-primary" aria-hidden="true" />;
  return <CircleIcon className="size-5 text-muted-foreground/50" aria-hidden="true" />;
}

const STATUS_TEXT: Record<StageReadiness['status'], string> = {
  done: 'done',
  current: 'current stage',
  upcoming: 'to come',
};

function Readiness({ stage }: { stage: StageReadiness }) {
  // A finished stage says so with its tick; the checklist is for where the idea still has to go.
  if (stage.stage === 'complete' || stage.status === 'done') return null;
  if (stage.missing.length === 0) {
    return (
      <p className="mt-1.5 flex items-center gap-1.5 text-emerald-700 text-xs dark:text-emerald-400">
        <CheckIcon className="size-3.5" aria-hidden="true" />
        Ready to move on
      </p>
    );
  }
  return (
    <div className="mt-1.5">
      <p className="text-muted-foreground text-xs">Still needed before moving on:</p>
      <ul className="mt-1 space-y-0.5" aria-label={`Still needed for ${stage.label}`}>
        {stage.missing.map((item) => (
          <li key={item} className="flex items-start gap-1.5 text-xs">
            <CircleDashedIcon
              className="mt-0.5 size-3 shrink-0 text-amber-600 dark:text-amber-400"
              aria-hidden="true"
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Tool library — PRD" under the PRD stage reads "Tool library": the stage already names the kind. */
function shortTitle(title: string, type: ArtefactSummary['artefactType']): string {
  const suffix = ` — ${ARTEFACT_TYPE_LABELS[type]}`;
  return title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title;
}

const ROW =
  'group flex w-full items-center gap-2 rounded-md border bg-card px-2.5 py-2 text-left outline-none transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The journey's six stages, each with its documents and what it still needs (the readiness checklist). */
export function StageList({ journey, artefacts, drafts, onOpen, onOpenDraft }: StageListProps) {
  return (
    <ol className="space-y-1" aria-label="Documents by stage">
      {journey.stages.map((stage, index) => {
        const documents = artefacts.filter((artefact) => artefact.stage === stage.stage);
        const draft = drafts[stage.artefactType];
        const last = index === journey.stages.length - 1;
        return (
          <li key={stage.stage} className="relative flex gap-3 pb-3">
            {last ? null : (
              <span
                aria-hidden="true"
                className="absolute top-6 bottom-0 left-2.5 w-px -translate-x-1/2 bg-border"
              />
            )}
            <div className="relative z-10 mt-0.5 shrink-0 bg-background">
              <StageIcon status={stage.status} />
            </div>
            <div className="min-w-0 flex-1">
              <h3
                className={cn('font-medium text-sm', stage.status === 'upcoming' && 'text-muted-foreground')}
              >
                {stage.label}
                <span className="sr-only"> ({STATUS_TEXT[stage.status]})</span>
              </h3>
              <ul className="mt-1.5 space-y-1.5">
                {documents.map((artefact) => (
                  <li key={artefact.id}>
                    <button
                      type="button"
                      className={ROW}
                      onClick={() => onOpen(artefact.id)}
                      data-title={artefact.title}
                    >
                      <FileTextIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 font-medium text-sm leading-snug">
                          {shortTitle(artefact.title, artefact.artefactType)}
                        </span>
                        <span className="block text-muted-foreground text-xs">
                          {ARTEFACT_TYPE_LABELS[artefact.artefactType]} · v{artefact.version} ·{' '}
                          {formatWhen(artefact.updatedAt)}
                        </span>
                        {artefact.outOfDate ? (
                          <span className="mt-1 flex items-center gap-1 text-amber-700 text-xs dark:text-amber-400">
                            <TriangleAlertIcon className="size-3" aria-hidden="true" />
                            May be out of date
                          </span>
                        ) : null}
                      </span>
                      {draft ? (
                        <LoaderCircleIcon
                          className="size-4 shrink-0 animate-spin text-primary"
                          aria-label="Being updated"
                        />
                      ) : (
                        <ChevronRightIcon
                          className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground"
                          aria-hidden="true"
                        />
                      )}
                    </button>
                  </li>
                ))}
                {documents.length === 0 && draft ? (
                  <li>
                    <button type="button" className={ROW} onClick={() => onOpenDraft(stage.artefactType)}>
                      <LoaderCircleIcon
                        className="size-4 shrink-0 animate-spin text-primary"
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1 truncate text-sm">
                        Writing the {ARTEFACT_TYPE_LABELS[stage.artefactType]} document…
                      </span>
                    </button>
                  </li>
                ) : null}
                {documents.length === 0 && !draft ? (
                  <li className="text-muted-foreground text-xs">
                    No {ARTEFACT_TYPE_LABELS[stage.artefactType]} document yet
                  </li>
                ) : null}
              </ul>
              <Readiness stage={stage} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
