import { FileTextIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSessionArtefacts } from '../api/artefacts.ts';

/** The chat header's button that shows or hides the session's documents, with how many there are. */
export function DocumentsToggle({
  sessionId,
  open,
  onToggle,
}: {
  sessionId: string;
  open: boolean;
  onToggle: () => void;
}) {
  const artefacts = useSessionArtefacts(sessionId);
  const count = artefacts.data?.length ?? 0;
  return (
    <Button
      variant={open ? 'secondary' : 'ghost'}
      size="sm"
      className="h-8"
      onClick={onToggle}
      aria-expanded={open}
      aria-label={`Documents${count > 0 ? ` (${count})` : ''}`}
    >
      <FileTextIcon />
      <span className="hidden sm:inline">Documents</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-[11px] text-primary-foreground leading-5',
          )}
        >
          {count}
        </span>
      ) : null}
    </Button>
  );
}
