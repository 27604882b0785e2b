import { RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { type FailureCode, failureText } from '../lib/failure.ts';
import { Modal } from './dialog.tsx';

/** The query behind the list: its loading, failure and retry. */
interface PickerQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PickerRow {
  key: string;
  title: string;
  /** The line under the title. */
  detail: ReactNode;
  /** The row's button, or what stands in its place. */
  action: ReactNode;
}

interface PickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Above the list: a filter, a choice of source. */
  controls?: ReactNode;
  /** When set, said instead of the list (nothing to pick from yet). */
  unavailable?: string | undefined;
  query: PickerQuery;
  /** The skeleton's accessible name ("Loading chats") and how many rows it shows. */
  loading: { label: string; rows: number };
  failure: FailureCode;
  rows: readonly PickerRow[];
  /** Said when there are no rows. */
  empty: string;
  /** The list's accessible name. */
  listLabel: string;
  /** A long list scrolls inside the dialog. */
  scroll?: boolean;
}

/** A dialog listing things to pick one by one (a chat to link, a document to promote), with its loading, failure and empty states. */
export function PickerDialog({
  open,
  onOpenChange,
  title,
  description,
  controls,
  unavailable,
  query,
  loading,
  failure,
  rows,
  empty,
  listLabel,
  scroll = false,
}: PickerDialogProps) {
  let body: ReactNode;
  if (unavailable) body = <p className="text-muted-foreground text-sm">{unavailable}</p>;
  else if (query.isPending) {
    body = (
      <ul className="space-y-2" role="status" aria-label={loading.label}>
        {Array.from({ length: loading.rows }, (_, n) => n).map((row) => (
          <li key={row} className="h-12 animate-pulse rounded-lg bg-muted" />
        ))}
      </ul>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm">
        <p>{failureText(query.error, failure)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className="py-6 text-center text-muted-foreground text-sm">{empty}</p>;
  } else {
    body = (
      <ul
        className={cn('divide-y rounded-lg border', scroll && 'max-h-80 overflow-y-auto')}
        aria-label={listLabel}
      >
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 px-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-sm">{row.title}</p>
              <p className="text-muted-foreground text-xs">{row.detail}</p>
            </div>
            {row.action}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {controls}
      {body}
    </Modal>
  );
}
