import {
  BoxesIcon,
  ClipboardListIcon,
  FileTextIcon,
  LayersIcon,
  LightbulbIcon,
  type LucideIcon,
  RocketIcon,
} from 'lucide-react';
import type { ArtefactType } from '../../../../domain/artefact.ts';

interface DocumentKind {
  type: ArtefactType;
  name: string;
  icon: LucideIcon;
  summary: string;
  contains: string;
}

/** The six artefact types of SPEC.md §3 and what each one holds. */
const documents: readonly DocumentKind[] = [
  {
    type: 'idea',
    name: 'Idea brief',
    icon: LightbulbIcon,
    summary: 'The concept in plain words, so anyone gets it in a minute.',
    contains: 'Concept, problem, vision, insights, next steps',
  },
  {
    type: 'prd',
    name: 'Product requirements',
    icon: FileTextIcon,
    summary: 'What the product must do and for whom — the PRD.',
    contains: 'Problem statement, target audience, key features, success metrics',
  },
  {
    type: 'mvp',
    name: 'MVP plan',
    icon: RocketIcon,
    summary: 'The first version worth shipping, and what waits for later.',
    contains: 'Core features, user flow, success criteria, launch strategy',
  },
  {
    type: 'domain-model',
    name: 'Domain model',
    icon: BoxesIcon,
    summary: 'The language of your business, ready for developers.',
    contains: 'Entities, relationships, business rules, bounded contexts',
  },
  {
    type: 'tech-stack',
    name: 'Tech stack',
    icon: LayersIcon,
    summary: 'The technologies to build it with, and why they fit.',
    contains: 'Frontend, backend, database, infrastructure, architecture',
  },
  {
    type: 'summary',
    name: 'Summary',
    icon: ClipboardListIcon,
    summary: 'Everything decided, in one page you can share.',
    contains: 'Overview, key decisions, action items, open questions',
  },
];

export function DocumentKinds() {
  return (
    <section aria-labelledby="documents-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">What you get</p>
        <h2 id="documents-title" className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">
          Six documents, written with you
        </h2>
        <p className="mt-4 text-muted-foreground">
          Each stage leaves a document behind. They stay in your project, update as your thinking changes, and
          are yours to export.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {documents.map(({ type, name, icon: Icon, summary, contains }) => (
          <li
            key={type}
            className="group rounded-xl border bg-card p-6 shadow-sm transition-[box-shadow,border-color] hover:border-primary/30 hover:shadow-md"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{name}</h3>
            <p className="mt-1.5 text-muted-foreground text-sm leading-relaxed">{summary}</p>
            <p className="mt-4 border-t pt-3 text-muted-foreground text-xs">{contains}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
