import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';

/** SPEC.md §9: a message is 1 to 10000 characters. */
const MAX_IDEA_LENGTH = 10_000;

/** The landing hero: describe an idea, then continue in the chat with it (passed as ?idea=). */
export function IdeaHero() {
  const [idea, setIdea] = useState('');
  const navigate = useNavigate();
  const fieldId = useId();
  const hintId = useId();

  const start = () => {
    const text = idea.trim();
    navigate(text ? `/chat?${new URLSearchParams({ idea: text })}` : '/chat');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    start();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) start();
  };

  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklch,var(--brand-from)_22%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-14 pb-16 text-center sm:pt-20 sm:pb-20">
        <Badge variant="soft" className="px-3 py-1">
          <SparklesIcon aria-hidden="true" />
          AI product guide · no sign-up needed
        </Badge>
        <h1 className="mt-5 text-balance font-semibold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
          Forge a raw idea into a{' '}
          <span className="whitespace-nowrap bg-gradient-to-r from-brand-from to-brand-to bg-clip-text text-transparent">
            product plan
          </span>{' '}
          you can build
        </h1>
        <p className="mt-5 max-w-2xl text-pretty text-lg text-muted-foreground">
          Describe your idea in a few sentences. The Ideaforge guide asks the right questions and writes six
          documents with you — from the first pitch to the tech stack.
        </p>
        <form
          onSubmit={onSubmit}
          className="mt-9 w-full max-w-3xl rounded-2xl border bg-card p-2 text-left shadow-lg shadow-primary/5 transition-shadow focus-within:shadow-primary/10"
        >
          <label htmlFor={fieldId} className="sr-only">
            Describe your idea
          </label>
          <Textarea
            id={fieldId}
            value={idea}
            onChange={(event) => setIdea(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={MAX_IDEA_LENGTH}
            rows={3}
            aria-describedby={hintId}
            placeholder="e.g. An app where neighbours lend each other tools, with reminders to give them back…"
            className="min-h-24 resize-none border-0 bg-transparent text-base shadow-none focus-visible:ring-0 md:text-base"
          />
          <div className="flex items-center justify-between gap-3 px-2 pt-1 pb-1">
            <p id={hintId} className="hidden text-muted-foreground text-xs sm:block">
              Press <kbd className="rounded border bg-muted px-1 font-mono">Ctrl</kbd> +{' '}
              <kbd className="rounded border bg-muted px-1 font-mono">Enter</kbd> to start
            </p>
            <Button type="submit" size="lg" className="ml-auto">
              Start shaping
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </div>
        </form>
        <p className="mt-4 text-muted-foreground text-sm">
          Curious what happens behind the scenes?{' '}
          <Link to="/what" className={cn(buttonVariants({ variant: 'link' }), 'h-auto p-0')}>
            See how it works
          </Link>
        </p>
      </div>
    </section>
  );
}
