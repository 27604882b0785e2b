import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The destructive button's label ("Delete" unless said). */
  confirmLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Why the action failed, shown in the dialog so the user can try again. */
  error?: string | null;
}

/** A destructive action's confirmation; Cancel takes the focus first, so Enter alone never deletes. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
  pending = false,
  error = null,
}: ConfirmDialogProps) {
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
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
