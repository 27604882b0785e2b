import { cn } from '../lib/cn.ts';

/**
 * How far an idea's journey is: the brand gradient filling to `percent` (green once complete), announced as
 * "Journey progress" with the stage and percent. The chat's document panel and the projects' cards share it.
 */
export function JourneyProgressBar({
  stageLabel,
  percent,
  complete,
  animated = false,
  className,
}: {
  stageLabel: string;
  percent: number;
  complete: boolean;
  /** The fill slides to a new percent. */
  animated?: boolean;
  /** The track's height. */
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label="Journey progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${stageLabel}, ${percent}%`}
      className={cn('overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full bg-gradient-to-r from-brand-from to-brand-to',
          animated && 'transition-[width] duration-700 ease-out',
          complete && 'from-success to-success',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
