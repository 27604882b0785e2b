import { ArrowUpFromLineIcon, CheckIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { ARTEFACT_TYPE_LABELS } from '../../../../domain/artefact.ts';
import { displaySessionTitle } from '../../../../domain/chat-session.ts';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePromoteArtefact, useSessionArtefacts } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { Modal } from './dialog.tsx';

/** Chooses one of the project's chats, then promotes its documents into the project one by one. */
export function PromoteDialog({
  project,
  open,
  onOpenChange,
}: {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const sessionId = chosen ?? project.chats[0]?.id ?? null;
  const artefacts = useSessionArtefacts(open ? sessionId : null);
  const promote = usePromoteArtefact(project.id);

  let body: React.ReactNode;
  if (!sessionId) body = <p className="text-muted-foreground text-sm">Link a chat to this project first.</p>;
  else if (artefacts.isPending) {
    body = (
      <ul className="space-y-2" role="status" aria-label="Loading documents">
        {[0, 1].map((row) => (
          <li key={row} className="h-12 animate-pulse rounded-lg bg-muted" />
        ))}
      </ul>
    );
  } else if (artefacts.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center text-sm">
        <p>{failureText(artefacts.error, 'GET_SESSION_ARTEFACTS_FAILED')}</p>
        <Button variant="outline" size="sm" onClick={() => void artefacts.refetch()}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (artefacts.data.length === 0) {
    body = <p className="py-4 text-muted-foreground text-sm">This chat has not written any documents yet.</p>;
  } else {
    body = (
      <ul className="divide-y rounded-lg border" aria-label="Documents of the chat">
        {artefacts.data.map((artefact) => {
          const inProject = artefact.projectId === project.id;
          return (
            <li key={artefact.id} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">{artefact.title}</p>
                <p className="text-muted-foreground text-xs">{ARTEFACT_TYPE_LABELS[artefact.artefactType]}</p>
              </div>
              {inProject ? (
                <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
                  <CheckIcon className="size-3.5" aria-hidden="true" />
                  In the project
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Promote ${artefact.title}`}
                  disabled={promote.isPending}
                  onClick={() =>
                    promote.mutate(artefact.id, {
                      onSuccess: () => toast.success(`“${artefact.title}” is now a project document`),
                      onError: (error) => toast.error(failureText(error, 'UPDATE_ARTEFACT_FAILED')),
                    })
                  }
                >
                  <ArrowUpFromLineIcon aria-hidden="true" />
                  Promote
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Promote documents"
      description="A promoted document belongs to the project too; it keeps its history and stays with its chat."
    >
      {project.chats.length > 1 ? (
        <div className="mb-4 grid gap-2">
          <Label htmlFor="promote-chat">Chat</Label>
          <select
            id="promote-chat"
            value={sessionId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {project.chats.map((chat) => (
              <option key={chat.id} value={chat.id}>
                {displaySessionTitle(chat.title)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {body}
    </Modal>
  );
}
