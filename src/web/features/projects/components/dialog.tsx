import * as Dialog from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { cn } from '../../../lib/cn.ts';

/** What a dialog about one project is given by the screen that opens it. */
export interface ProjectDialogProps {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** alertdialog for a destructive confirmation. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** A centred dialog (a bottom sheet on phones): title, description, focus trapped, Escape closes. */
export function Modal({ open, onOpenChange, title, description, children, role, className }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role={role ?? 'dialog'}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl border bg-background p-5 shadow-xl outline-none data-[state=open]:animate-pop-in',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-xl sm:p-6',
            className,
          )}
        >
          <Dialog.Title className="pr-8 font-semibold text-lg">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1.5 text-muted-foreground text-sm">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-md p-1.5 text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label="Close"
          >
            <XIcon className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalClose = Dialog.Close;
