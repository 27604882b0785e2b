import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}

/** Deleting an item asks first; Cancel takes the focus, so Enter alone never deletes. */
export function ConfirmDelete({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  pending,
  error,
}: ConfirmDeleteProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md rounded-xl border bg-background p-6 shadow-xl outline-none data-[state=open]:animate-pop-in"
        >
          <Dialog.Title className="font-semibold text-lg">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted-foreground text-sm">
            {description}
          </Dialog.Description>
          {error ? (
            <p role="alert" className="mt-3 text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={onConfirm} disabled={pending}>
              {pending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
