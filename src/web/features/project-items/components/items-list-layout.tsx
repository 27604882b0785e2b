import { useQueryClient } from '@tanstack/react-query';
import { BoxesIcon, FileTextIcon, type LucideIcon, PlusIcon, RefreshCwIcon, ServerIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { derivationKeys } from '../api/derivation.ts';
import { type ItemKind, KIND_INFO } from '../lib/kinds.ts';
import { CreateItemDialog } from './create-item-dialog.tsx';
import { DerivationReview } from './derivation-review.tsx';
import { ItemsFrame } from './items-frame.tsx';
import { ProposalsBanner } from './proposals-banner.tsx';
import type { ContextChoice } from './relationship-editor.tsx';

export const KIND_ICONS: Record<ItemKind, LucideIcon> = {
  pages: FileTextIcon,
  contexts: BoxesIcon,
  infrastructure: ServerIcon,
};

const DESCRIPTIONS: Record<ItemKind, string> = {
  pages: 'The product’s screens: where each lives, what it is for and the user stories it serves.',
  contexts: 'The domain’s bounded contexts, what each is responsible for and how they depend on each other.',
  infrastructure: 'What the product runs on, where, and roughly what it costs a month.',
};

/**
 * A kind's list screen: title, the "Check documents for changes" and "Add" actions, the proposals banner, and the
 * review and create dialogs. Both dialogs live in the URL (`?review=1`, `?new=1`), so Back closes them and a link
 * can open the review directly.
 */
export function ItemsListLayout({
  projectId,
  kind,
  summary,
  contextChoices,
  children,
}: {
  projectId: string;
  kind: ItemKind;
  summary?: ReactNode;
  contextChoices?: ContextChoice[];
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const info = KIND_INFO[kind];
  const Icon = KIND_ICONS[kind];
  const setFlag = (flag: 'review' | 'new', on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(flag, '1');
        else next.delete(flag);
        return next;
      },
      { replace: !on },
    );
  const check = () => {
    // Always a fresh comparison: the documents may have changed in another tab a moment ago.
    void queryClient.invalidateQueries({ queryKey: derivationKeys.preview(projectId) });
    setFlag('review', true);
  };

  return (
    <ItemsFrame projectId={projectId} crumbs={[{ label: info.plural }]}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 font-semibold text-3xl tracking-tight">
            <Icon className="size-7 shrink-0 text-primary" aria-hidden="true" />
            {info.plural}
          </h1>
          <p className="mt-1 text-muted-foreground text-sm">{DESCRIPTIONS[kind]}</p>
          {summary}
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
          <Button variant="outline" onClick={check}>
            <RefreshCwIcon aria-hidden="true" />
            Check documents for changes
          </Button>
          <Button onClick={() => setFlag('new', true)}>
            <PlusIcon aria-hidden="true" />
            {`Add ${info.singular}`}
          </Button>
        </div>
      </header>
      <ProposalsBanner projectId={projectId} onReview={() => setFlag('review', true)} />
      {children}
      <DerivationReview
        projectId={projectId}
        open={params.get('review') === '1'}
        onOpenChange={(open) => setFlag('review', open)}
      />
      <CreateItemDialog
        projectId={projectId}
        kind={kind}
        open={params.get('new') === '1'}
        onOpenChange={(open) => setFlag('new', open)}
        contextChoices={contextChoices ?? []}
      />
    </ItemsFrame>
  );
}
