import type { ReactNode } from 'react';
import { PageContainer } from './page-container.tsx';

interface ContentPageProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** e.g. "Last updated 21 November 2025" */
  meta?: string;
  children: ReactNode;
}

/** A long-form reading page (what, how, privacy, terms): a narrow column with readable type. */
export function ContentPage({ eyebrow, title, lead, meta, children }: ContentPageProps) {
  return (
    <PageContainer className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <header className="border-b pb-8">
          {eyebrow ? (
            <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-balance font-semibold text-4xl tracking-tight">{title}</h1>
          {lead ? <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{lead}</p> : null}
          {meta ? <p className="mt-4 text-muted-foreground text-sm">{meta}</p> : null}
        </header>
        <div className="prose-content">{children}</div>
      </article>
    </PageContainer>
  );
}
