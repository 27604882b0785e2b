import { ArrowUpFromLineIcon, CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { ARTEFACT_TYPE_LABELS } from '../../../../domain/artefact.ts';
import { displaySessionTitle } from '../../../../domain/chat-session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePromoteArtefact, useSessionArtefacts } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import type { ProjectDialogProps } from './dialog.tsx';
import { PickerDialog } from './picker-dialog.tsx';

/** Chooses one of the project's chats, then promotes its documents into the project one by one. */
export function PromoteDialog({ project, open, onOpenChange }: ProjectDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const sessionId = chosen ?? project.chats[0]?.id ?? null;
  const artefacts = useSessionArtefacts(open ? sessionId : null);
  const promote = usePromoteArtefact(project.id);

  const rows = (artefacts.data ?? []).map((artefact) => ({
    key: artefact.id,
    title: artefact.title,
    detail: ARTEFACT_TYPE_LABELS[artefact.artefactType],
    action:
      artefact.projectId === project.id ? (
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
      ),
  }));

  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Promote documents"
      description="A promoted document belongs to the project too; it keeps its history and stays with its chat."
      controls={
        project.chats.length > 1 ? (
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
        ) : null
      }
      unavailable={sessionId ? undefined : 'Link a chat to this project first.'}
      query={artefacts}
      loading={{ label: 'Loading documents', rows: 2 }}
      failure="GET_SESSION_ARTEFACTS_FAILED"
      rows={rows}
      empty="This chat has not written any documents yet."
      listLabel="Documents of the chat"
    />
  );
}
