import { CheckIcon, LinkIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { displaySessionTitle } from '../../../../domain/chat-session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAllChats, useLinkChat } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { relativeTime } from '../lib/format.ts';
import type { ProjectDialogProps } from './dialog.tsx';
import { PickerDialog } from './picker-dialog.tsx';

/** Picks one of the user's other chats and links it here (a chat in another project moves). */
export function LinkChatDialog({ project, open, onOpenChange }: ProjectDialogProps) {
  const chats = useAllChats(open);
  const link = useLinkChat(project.id);
  const [filter, setFilter] = useState('');
  const linked = new Set(project.chats.map((chat) => chat.id));
  const needle = filter.trim().toLowerCase();
  const candidates = (chats.data ?? []).filter(
    (chat) =>
      !linked.has(chat.id) &&
      (needle === '' || displaySessionTitle(chat.title).toLowerCase().includes(needle)),
  );

  const rows = candidates.map((chat) => {
    const title = displaySessionTitle(chat.title);
    const pending = link.isPending && link.variables === chat.id;
    return {
      key: chat.id,
      title,
      detail: `${relativeTime(chat.updatedAt)}${chat.projectId ? ' · in another project (linking moves it)' : ''}`,
      action: (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Link ${title}`}
          disabled={link.isPending}
          onClick={() =>
            link.mutate(chat.id, {
              onSuccess: () => toast.success(`“${title}” linked to ${project.name}`),
              onError: (error) => toast.error(failureText(error, 'UPDATE_PROJECT_FAILED')),
            })
          }
        >
          {pending ? <CheckIcon aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
          Link
        </Button>
      ),
    };
  });

  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Link a chat"
      description={`Its conversation and documents become part of ${project.name}.`}
      controls={
        <div className="relative mb-3">
          <SearchIcon
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Filter chats"
            placeholder="Filter by title"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="pl-9"
          />
        </div>
      }
      query={chats}
      loading={{ label: 'Loading chats', rows: 3 }}
      failure="FETCH_CHAT_SESSIONS_FAILED"
      rows={rows}
      empty={needle ? 'No chat matches.' : 'Every chat of yours is already in this project.'}
      listLabel="Your other chats"
      scroll
    />
  );
}
