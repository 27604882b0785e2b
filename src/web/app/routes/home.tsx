import { ArrowRightIcon } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { DocumentKinds } from '../../features/landing/components/document-kinds.tsx';
import { IdeaHero } from '../../features/landing/components/idea-hero.tsx';
import { JourneyStages } from '../../features/landing/components/journey-stages.tsx';
import { cn } from '../../lib/cn.ts';
import { useHasRole } from '../../lib/roles.ts';

export function Component() {
  // SPEC.md §2: a messaging admin lands on their own home.
  if (useHasRole('whatsapp_admin')) return <Navigate to="/whatsapp" replace />;
  return (
    <>
      <IdeaHero />
      <div className="border-t bg-muted/30">
        <PageContainer>
          <JourneyStages />
        </PageContainer>
      </div>
      <PageContainer>
        <DocumentKinds />
        <section className="mb-16 overflow-hidden rounded-2xl bg-gradient-to-br from-[oklch(0.52_0.19_40)] to-[oklch(0.4_0.16_28)] p-8 text-center text-white shadow-lg sm:p-12">
          <h2 className="font-semibold text-2xl tracking-tight sm:text-3xl">
            Your next product starts with a sentence
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">
            No account needed to begin. Sign in later and keep everything you wrote.
          </p>
          <Link
            to="/chat"
            className={cn(
              buttonVariants({ size: 'lg', variant: 'secondary' }),
              'mt-6 bg-white text-stone-900 hover:bg-white/90',
            )}
          >
            Open the chat
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </section>
      </PageContainer>
    </>
  );
}
