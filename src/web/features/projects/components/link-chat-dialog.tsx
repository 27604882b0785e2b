import { CheckIcon, LinkIcon, RotateCcwIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { displaySessionTitle } from '../../../../domain/chat-session.ts';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAllChats, useLinkChat } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { relativeTime } from '../lib/format.ts';
import { Modal } from './dialog.tsx';

/** Picks one of the user's other chats and links it here (a chat in another project moves). */
export function LinkChatDialog({
  project,
  open,
  onOpenChange,
}: {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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

  let body: React.ReactNode;
  if (chats.isPending) {
    body = (
      <ul className="space-y-2" role="status" aria-label="Loading chats">
        {[0, 1, 2].map((row) => (
          <li key={row} className="h-12 animate-pulse rounded-lg bg-muted" />
        ))}
      </ul>
    );
  } else if (chats.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm">
        <p>{failureText(chats.error, 'FETCH_CHAT_SESSIONS_FAILED')}</p>
        <Button variant="outline" size="sm" onClick={() => void chats.refetch()}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (candidates.length === 0) {
    body = (
      <p className="py-6 text-center text-muted-foreground text-sm">
        {needle ? 'No chat matches.' : 'Every chat of yours is already in this project.'}
      </p>
    );
  } else {
    body = (
      <ul className="max-h-80 divide-y overflow-y-auto rounded-lg border" aria-label="Your other chats">
        {candidates.map((chat) => {
          const title = displaySessionTitle(chat.title);
          const pending = link.isPending && link.variables === chat.id;
          return (
            <li key={chat.id} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">{title}</p>
                <p className="text-muted-foreground text-xs">
                  {relativeTime(chat.updatedAt)}
                  {chat.projectId ? ' · in another project (linking moves it)' : ''}
                </p>
              </div>
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
      title="Link a chat"
      description={`Its conversation and documents become part of ${project.name}.`}
    >
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
      {body}
    </Modal>
  );
}
