import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A titled card of the project page; actions sit beside the title (under it on a phone). */
export function Section({
  title,
  count,
  actions,
  children,
  className,
}: {
  title: string;
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn('overflow-hidden rounded-xl border bg-card shadow-xs', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={id} className="flex items-center gap-2 font-semibold text-base">
          {title}
          {count === undefined ? null : (
            <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground text-xs tabular-nums">
              {count}
            </span>
          )}
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-1.5">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
