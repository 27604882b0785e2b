import { LinkIcon, MessageSquareIcon, MessageSquarePlusIcon, UnlinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { displaySessionTitle } from '../../../../domain/chat-session.ts';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnlinkChat } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { relativeTime, stageLabel } from '../lib/format.ts';
import { LinkChatDialog } from './link-chat-dialog.tsx';
import { Section } from './section.tsx';

/** The project's chats: open one, unlink one (the chat is kept), link an existing one, or start a new one here. */
export function ProjectChats({ project }: { project: ProjectDetail }) {
  const [linking, setLinking] = useState(false);
  const [starting, setStarting] = useState(false);
  const unlink = useUnlinkChat(project.id);
  const navigate = useNavigate();

  const startChat = async () => {
    setStarting(true);
    try {
      const created = await api.post<{ id: string }>('/api/sessions', { projectId: project.id });
      navigate(`/chat/${created.id}`);
    } catch (error) {
      toast.error(failureText(error, 'UPDATE_PROJECT_FAILED'));
      setStarting(false);
    }
  };

  return (
    <Section
      title="Chats"
      count={project.chats.length}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
            <LinkIcon aria-hidden="true" />
            Link a chat
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void startChat()} disabled={starting}>
            <MessageSquarePlusIcon aria-hidden="true" />
            New chat
          </Button>
        </>
      }
    >
      {project.chats.length === 0 ? (
        <p className="px-4 py-8 text-center text-muted-foreground text-sm">
          No chats yet. Link one you already had, or start a new chat in this project.
        </p>
      ) : (
        <ul className="divide-y" aria-label="Chats in this project">
          {project.chats.map((chat) => {
            const title = displaySessionTitle(chat.title);
            return (
              <li key={chat.id} className="flex items-center gap-3 px-4 py-3">
                <MessageSquareIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/chat/${chat.id}`}
                    className="block truncate font-medium text-sm underline-offset-4 hover:underline"
                  >
                    {title}
                  </Link>
                  <p className="text-muted-foreground text-xs">
                    {stageLabel(chat.stage)} · {relativeTime(chat.updatedAt)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Unlink ${title}`}
                  disabled={unlink.isPending && unlink.variables === chat.id}
                  onClick={() =>
                    unlink.mutate(chat.id, {
                      onSuccess: () => toast.success(`“${title}” unlinked; the chat is kept`),
                      onError: (error) => toast.error(failureText(error, 'UPDATE_PROJECT_FAILED')),
                    })
                  }
                >
                  <UnlinkIcon aria-hidden="true" />
                  <span className="hidden sm:inline">Unlink</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <LinkChatDialog project={project} open={linking} onOpenChange={setLinking} />
    </Section>
  );
}
