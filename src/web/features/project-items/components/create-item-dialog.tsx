import * as Dialog from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { useCreateItem } from '../api/items.ts';
import { emptyValues } from '../lib/form-values.ts';
import { humanise, type ItemKind, KIND_INFO } from '../lib/kinds.ts';
import { ItemForm } from './item-form.tsx';
import type { ContextChoice } from './relationship-editor.tsx';

/** "Add page" & co.: a manual item, made with the same form as an edit. */
export function CreateItemDialog({
  projectId,
  kind,
  open,
  onOpenChange,
  contextChoices,
}: {
  projectId: string;
  kind: ItemKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contextChoices?: ContextChoice[];
}) {
  const create = useCreateItem(projectId, kind);
  const info = KIND_INFO[kind];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border bg-background p-5 shadow-xl outline-none data-[state=open]:animate-rise-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <div className="mb-4 flex items-center justify-between gap-3">
            <Dialog.Title className="font-semibold text-lg">{`New ${info.singular}`}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label="Close"
            >
              <XIcon className="size-5" />
            </Dialog.Close>
          </div>
          <ItemForm
            kind={kind}
            initial={emptyValues()}
            isNew
            contextChoices={contextChoices ?? []}
            submitLabel={`Add ${info.singular}`}
            onCancel={() => onOpenChange(false)}
            onSave={async (body) => {
              const created = await create.mutateAsync(body);
              toast.success(`${humanise(info.singular)} “${created.name}” added`);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
