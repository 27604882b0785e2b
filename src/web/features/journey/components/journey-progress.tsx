import { FlagIcon } from 'lucide-react';
import type { JourneyState } from '../../../../domain/journey-api.ts';
import { JourneyProgressBar } from '../../../components/journey-progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';

/** The idea's stage and percent: a labelled progress bar with one notch per stage. */
export function JourneyProgress({ journey }: { journey: JourneyState }) {
  return (
    <div className="space-y-2" data-testid="journey-progress">
      <div className="flex items-baseline justify-between gap-2">
        <p className="flex items-center gap-1.5 font-medium text-sm">
          <FlagIcon className="size-3.5 text-primary" aria-hidden="true" />
          <span>
            Stage: <span data-testid="journey-stage">{journey.stageLabel}</span>
          </span>
        </p>
        <p className="text-muted-foreground text-xs tabular-nums" data-testid="journey-percent">
          {journey.percent}%
        </p>
      </div>
      <JourneyProgressBar
        stageLabel={journey.stageLabel}
        percent={journey.percent}
        complete={journey.stage === 'complete'}
        animated
        className="relative h-2"
      />
      <ol className="grid grid-cols-6 gap-1 text-[11px] text-muted-foreground" aria-label="Stages">
        {journey.stages.map((stage) => (
          <li
            key={stage.stage}
            className={cn(
              'text-center leading-tight',
              stage.status === 'current' && 'font-semibold text-foreground',
              stage.status === 'done' && 'text-foreground/80',
            )}
            aria-current={stage.status === 'current' ? 'step' : undefined}
            title={stage.label}
          >
            {stage.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
