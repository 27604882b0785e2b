import { LightbulbIcon, SparklesIcon } from 'lucide-react';

export const EXAMPLE_IDEAS = [
  'An app where neighbours lend each other tools, with reminders to give them back',
  'A booking tool for small yoga studios that fills last-minute cancellations',
  'A browser extension that turns long meeting notes into action items',
  'A marketplace for renting camping gear between hikers',
] as const;

/** A friendly start: what the guide does and a few ideas to try. */
export function EmptyState({ onPick }: { onPick: (idea: string) => void }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-8 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-from to-brand-to text-white shadow-lg shadow-primary/20">
        <SparklesIcon className="size-7" aria-hidden="true" />
      </div>
      <h2 className="mt-5 text-balance font-semibold text-2xl tracking-tight">What are we building?</h2>
      <p className="mt-2 max-w-md text-pretty text-muted-foreground">
        Describe your idea in a sentence or two. The guide asks one question at a time and turns your answers
        into a product plan.
      </p>
      <ul className="mt-7 grid w-full gap-2 sm:grid-cols-2" aria-label="Example ideas">
        {EXAMPLE_IDEAS.map((idea) => (
          <li key={idea}>
            <button
              type="button"
              onClick={() => onPick(idea)}
              className="flex h-full w-full items-start gap-2.5 rounded-xl border bg-card p-3 text-left text-sm shadow-xs outline-none transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{idea}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
