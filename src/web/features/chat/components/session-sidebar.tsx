import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  EllipsisIcon,
  MessageSquareIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { displaySessionTitle } from '../../../../domain/chat-session.ts';
import { errorMessage } from '../../../../domain/errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { type ChatSessionSummary, useSessionMutations } from '../api/sessions.ts';

interface SessionSidebarProps {
  sessions: readonly ChatSessionSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  currentId: string | undefined;
  onNewChat: () => void;
  onNavigate?: () => void;
  onDeleted: (id: string) => void;
}

function relativeTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const minutes = Math.round((Date.now() - time) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(time).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

function RenameForm({ session, onDone }: { session: ChatSessionSummary; onDone: () => void }) {
  const [title, setTitle] = useState(session.title);
  const { rename } = useSessionMutations();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (next && next !== session.title) {
      rename.mutate(
        { id: session.id, title: next },
        { onError: () => toast.error(errorMessage('UPDATE_SESSION_TITLE_FAILED')) },
      );
    }
    onDone();
  };
  return (
    <form onSubmit={submit} className="px-1 py-1">
      <input
        // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this chat
        autoFocus
        aria-label="Chat title"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        className="w-full rounded-md border border-ring bg-background px-2 py-1.5 text-sm outline-none ring-[3px] ring-ring/30"
      />
    </form>
  );
}

function SessionRow({
  session,
  current,
  onNavigate,
  onDelete,
}: {
  session: ChatSessionSummary;
  current: boolean;
  onNavigate?: () => void;
  onDelete: (session: ChatSessionSummary) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const { setActive } = useSessionMutations();
  if (renaming) return <RenameForm session={session} onDone={() => setRenaming(false)} />;
  const title = displaySessionTitle(session.title);
  return (
    <div
      className={cn(
        'group relative flex items-center rounded-lg transition-colors hover:bg-accent/70',
        current && 'bg-accent text-accent-foreground',
      )}
    >
      <Link
        to={`/chat/${session.id}`}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className="min-w-0 flex-1 rounded-lg px-3 py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="block truncate font-medium text-sm">{title}</span>
        <span className="block text-muted-foreground text-xs">{relativeTime(session.updatedAt)}</span>
      </Link>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="mr-1 size-8 opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100 md:opacity-0 md:group-hover:opacity-100"
            aria-label={`Actions for ${title}`}
          >
            <EllipsisIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setRenaming(true)}>
            <PencilIcon />
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              setActive.mutate(
                { id: session.id, isActive: !session.isActive },
                { onError: () => toast.error(errorMessage('UPDATE_SESSION_TITLE_FAILED')) },
              )
            }
          >
            {session.isActive ? <ArchiveIcon /> : <ArchiveRestoreIcon />}
            {session.isActive ? 'Archive' : 'Restore'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => onDelete(session)}
          >
            <Trash2Icon />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** The user's chats, newest updated first, with rename, archive, delete and delete all. */
export function SessionSidebar({
  sessions,
  loading,
  failed,
  currentId,
  onNewChat,
  onNavigate,
  onDeleted,
}: SessionSidebarProps) {
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [toDelete, setToDelete] = useState<ChatSessionSummary | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const { remove, removeAll } = useSessionMutations();
  const shown = (sessions ?? []).filter((session) => session.isActive === (view === 'active'));

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 p-3">
        <Button className="flex-1 justify-start" onClick={onNewChat}>
          <PlusIcon />
          New chat
        </Button>
      </div>
      <div className="flex gap-1 px-3 pb-2" role="tablist" aria-label="Chats shown">
        {(['active', 'archived'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={view === tab}
            onClick={() => setView(tab)}
            className={cn(
              'rounded-md px-2.5 py-1 font-medium text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
              view === tab ? 'bg-secondary text-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab === 'active' ? 'Active' : 'Archived'}
          </button>
        ))}
      </div>
      <nav aria-label="Chats" className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        {loading ? (
          <ul className="space-y-2 px-1 pt-1" aria-label="Loading chats">
            {[0, 1, 2, 3, 4].map((row) => (
              <li key={row} className="h-11 animate-pulse rounded-lg bg-muted" />
            ))}
          </ul>
        ) : failed ? (
          <p className="px-3 py-4 text-destructive text-sm">{errorMessage('FETCH_CHAT_SESSIONS_FAILED')}</p>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-3 py-8 text-center text-muted-foreground text-sm">
            <MessageSquareIcon className="size-6 opacity-60" aria-hidden="true" />
            {view === 'active' ? 'Your chats will appear here.' : 'No archived chats.'}
          </div>
        ) : (
          <ul className="space-y-0.5">
            {shown.map((session) => (
              <li key={session.id}>
                <SessionRow
                  session={session}
                  current={session.id === currentId}
                  onNavigate={onNavigate}
                  onDelete={setToDelete}
                />
              </li>
            ))}
          </ul>
        )}
      </nav>
      {sessions && sessions.length > 0 ? (
        <div className="border-t p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full justify-start text-muted-foreground hover:text-destructive"
            onClick={() => setConfirmAll(true)}
          >
            <Trash2Icon />
            Delete all chats
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this chat?"
        description={`“${displaySessionTitle(toDelete?.title)}” and its messages will be deleted for good.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          const session = toDelete;
          if (!session) return;
          remove.mutate(session.id, {
            onSuccess: () => {
              setToDelete(null);
              onDeleted(session.id);
            },
            onError: () => {
              setToDelete(null);
              toast.error(errorMessage('DELETE_CHAT_SESSION_FAILED'));
            },
          });
        }}
      />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Delete all chats?"
        description="Every chat and its messages will be deleted for good. This cannot be undone."
        confirmLabel="Delete all"
        pending={removeAll.isPending}
        onConfirm={() => {
          const ids = (sessions ?? []).map((session) => session.id);
          removeAll.mutate(ids, {
            onSuccess: () => {
              setConfirmAll(false);
              if (currentId) onDeleted(currentId);
            },
            onError: (error) => {
              setConfirmAll(false);
              toast.error(error.message);
            },
          });
        }}
      />
    </div>
  );
}
