import { JOURNEY_STAGES } from '../../../../domain/journey.ts';
import { JOURNEY_STAGE_LABELS } from '../../../../domain/journey-api.ts';
import type { ProjectProgress } from '../../../../domain/projects-api.ts';
import { JourneyProgressBar } from '../../../components/journey-progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';

/** The furthest stage the project's chats reached: a labelled bar, and on `detailed` the six stages under it. */
export function StageProgress({
  progress,
  detailed = false,
  className,
}: {
  progress: ProjectProgress;
  detailed?: boolean;
  className?: string;
}) {
  const label = JOURNEY_STAGE_LABELS[progress.stage];
  const current = JOURNEY_STAGES.indexOf(progress.stage);
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium">
          <span className="text-muted-foreground">Stage</span> {label}
        </span>
        <span className="text-muted-foreground tabular-nums">{progress.percent}%</span>
      </div>
      <JourneyProgressBar
        stageLabel={label}
        percent={progress.percent}
        complete={progress.stage === 'complete'}
        className="h-1.5"
      />
      {detailed ? (
        <ol className="grid grid-cols-3 gap-1 pt-1 text-[11px] sm:grid-cols-6" aria-label="Stages">
          {JOURNEY_STAGES.map((stage, index) => (
            <li
              key={stage}
              aria-current={index === current ? 'step' : undefined}
              className={cn(
                'rounded-md border px-1.5 py-1 text-center leading-tight',
                index < current && 'border-transparent bg-muted text-foreground/80',
                index === current && 'border-primary/40 bg-primary/10 font-semibold text-foreground',
                index > current && 'border-dashed text-muted-foreground',
              )}
            >
              {JOURNEY_STAGE_LABELS[stage]}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
