import {
  BoxesIcon,
  FileTextIcon,
  FlagIcon,
  LayersIcon,
  LightbulbIcon,
  type LucideIcon,
  RocketIcon,
} from 'lucide-react';
import type { JourneyStage } from '../../../../domain/journey.ts';

interface Stage {
  stage: JourneyStage;
  name: string;
  icon: LucideIcon;
  text: string;
}

/** The journey of SPEC.md §4, in the order of JOURNEY_STAGES (src/domain/journey.ts). */
const stages: readonly Stage[] = [
  {
    stage: 'idea',
    name: 'Idea',
    icon: LightbulbIcon,
    text: 'Capture the spark: the problem, who has it, and your vision.',
  },
  {
    stage: 'prd',
    name: 'PRD',
    icon: FileTextIcon,
    text: 'Pin down the problem statement, the audience and the key features.',
  },
  {
    stage: 'mvp',
    name: 'MVP',
    icon: RocketIcon,
    text: 'Cut to the smallest product that proves the idea, with its user flow.',
  },
  {
    stage: 'domain-model',
    name: 'Domain model',
    icon: BoxesIcon,
    text: 'Name the entities, how they relate and the rules they follow.',
  },
  {
    stage: 'tech-stack',
    name: 'Tech stack',
    icon: LayersIcon,
    text: 'Choose frontend, backend and infrastructure, with the reasons.',
  },
  {
    stage: 'complete',
    name: 'Complete',
    icon: FlagIcon,
    text: 'A summary of decisions, open questions and next steps.',
  },
];

export function JourneyStages() {
  return (
    <section aria-labelledby="journey-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">The journey</p>
        <h2 id="journey-title" className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">
          Six stages from spark to blueprint
        </h2>
        <p className="mt-4 text-muted-foreground">
          The guide moves your idea forward one stage at a time and never skips the thinking that matters. You
          can stay on a stage as long as you like.
        </p>
      </div>
      <ol className="relative mt-12 grid gap-4 md:grid-cols-3 lg:grid-cols-6 lg:gap-3">
        <span
          aria-hidden="true"
          className="absolute top-6 right-[8%] left-[8%] hidden h-px bg-gradient-to-r from-brand-from via-brand-to to-brand-from/30 lg:block"
        />
        {stages.map(({ stage, name, icon: Icon, text }, index) => (
          <li key={stage} className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
            <span className="relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full border bg-card text-primary shadow-sm ring-4 ring-background">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-mono text-muted-foreground text-xs">Stage {index + 1}</p>
              <h3 className="font-semibold">{name}</h3>
              <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
