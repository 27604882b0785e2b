import { HandIcon, PencilLineIcon, SparklesIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import type { ProjectItem } from '../api/contract.ts';
import { humanise } from '../lib/kinds.ts';

export type OriginLabel = 'derived' | 'edited' | 'manual';

export function originOf(item: Pick<ProjectItem, 'origin' | 'edited'>): OriginLabel {
  if (item.origin === 'manual') return 'manual';
  return item.edited ? 'edited' : 'derived';
}

const ORIGIN = {
  derived: { icon: SparklesIcon, text: 'Derived', title: 'Filled in from the documents' },
  edited: {
    icon: PencilLineIcon,
    text: 'Edited',
    title: 'Filled in from the documents, then edited by hand',
  },
  manual: { icon: HandIcon, text: 'Manual', title: 'Added by hand' },
} as const;

/** Where an item came from: the documents, the documents then your edits, or your hand alone. */
export function OriginBadge({ item }: { item: Pick<ProjectItem, 'origin' | 'edited'> }) {
  const origin = originOf(item);
  const { icon: Icon, text, title } = ORIGIN[origin];
  return (
    <Badge variant={origin === 'derived' ? 'soft' : 'outline'} title={title} data-origin={origin}>
      <Icon aria-hidden="true" />
      {text}
      <span className="sr-only">{` — ${title.toLowerCase()}`}</span>
    </Badge>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="secondary" data-status={status}>
      {humanise(status)}
    </Badge>
  );
}
