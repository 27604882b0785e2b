import * as Dialog from '@radix-ui/react-dialog';
import { useMediaWidth } from '../../../lib/use-media-width.ts';
import { DocumentPanel, type DocumentPanelProps } from './document-panel.tsx';

interface DocumentsDockProps extends Omit<DocumentPanelProps, 'onClose'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Where the document panel lives: a column beside the chat on desktops, a sheet from the right on tablets and
 * phones (where the chat needs the whole width).
 */
export function DocumentsDock({ open, onOpenChange, ...panel }: DocumentsDockProps) {
  const width = useMediaWidth();
  if (width === 'desktop') {
    if (!open) return null;
    return (
      <aside
        className="flex w-[24rem] shrink-0 flex-col border-l bg-background xl:w-[28rem]"
        aria-label="Documents of this idea"
      >
        <DocumentPanel {...panel} onClose={() => onOpenChange(false)} />
      </aside>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-md flex-col border-l bg-background shadow-xl outline-none data-[state=open]:animate-fade-in sm:w-[90%]"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Documents of this idea</Dialog.Title>
          <DocumentPanel {...panel} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
