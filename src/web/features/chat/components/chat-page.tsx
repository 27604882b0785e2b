import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareOffIcon, PanelLeftIcon, RotateCcwIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SESSION_TITLE, displaySessionTitle } from '../../../../domain/chat-session.ts';
import { errorMessage } from '../../../../domain/errors.ts';
import { validateMessageContent } from '../../../../domain/message.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { ensureSignedIn, useAuth } from '../../../lib/auth/session.ts';
import {
  type ChatSessionSummary,
  chatKeys,
  createSession,
  sortSessions,
  useMessages,
  useSession,
  useSessions,
} from '../api/sessions.ts';
import { sendToSession, useChatActions, useIsStreaming } from '../hooks/use-chat.ts';
import type { ChatMessage } from '../lib/reply-state.ts';
import { Composer } from './composer.tsx';
import { EmptyState } from './empty-state.tsx';
import { MessageList } from './message-list.tsx';
import { SessionSidebar } from './session-sidebar.tsx';

/** The idea carried from the home page is sent once, even if React runs the effect twice. */
const sentIdeas = new Set<string>();

function ConversationSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-3 pt-6 sm:px-6"
      role="status"
      aria-label="Loading messages"
    >
      <div className="ml-auto h-10 w-2/3 animate-pulse rounded-2xl bg-muted" />
      <div className="flex gap-3">
        <div className="size-8 animate-pulse rounded-full bg-muted" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-11/12 animate-pulse rounded bg-muted" />
          <div className="h-4 w-4/5 animate-pulse rounded bg-muted" />
          <div className="h-4 w-3/5 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="ml-auto h-10 w-1/2 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}

function Unavailable() {
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-4 text-center">
      <MessageSquareOffIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="mt-4 font-medium text-lg">This chat isn’t available</p>
      <p className="mt-1 text-muted-foreground text-sm">
        It may have been deleted, or it belongs to another account.
      </p>
      <Link to="/chat" className={buttonVariants({ className: 'mt-6' })}>
        Start a new chat
      </Link>
    </div>
  );
}

interface ChatPageProps {
  sessionId: string | undefined;
  /** Controls the route adds to the conversation's header (the documents toggle). */
  headerActions?: ReactNode;
  /** A panel the route places beside the conversation (the session's documents). */
  aside?: ReactNode;
}

export function ChatPage({ sessionId, headerActions, aside }: ChatPageProps) {
  const auth = useAuth();
  const signedIn = Boolean(auth.user);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState(() => (sessionId ? '' : (searchParams.get('idea') ?? '')));
  const [composerError, setComposerError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);

  const sessions = useSessions(signedIn);
  const session = useSession(sessionId, signedIn);
  const streaming = useIsStreaming(sessionId);
  const messages = useMessages(sessionId, signedIn, streaming);
  const { stop, retry, regenerate } = useChatActions(sessionId);
  const busy = streaming || creating;

  const send = useCallback(
    async (text: string) => {
      let content: string;
      try {
        content = validateMessageContent(text);
      } catch (error) {
        setComposerError(error instanceof Error ? error.message : String(error));
        return;
      }
      setComposerError(null);
      setDraft('');
      if (sessionId) {
        void sendToSession(queryClient, sessionId, content);
        return;
      }
      // No session yet: create one ("New Chat"), move to its address, then send.
      setCreating(true);
      try {
        await ensureSignedIn();
        const created: ChatSessionSummary = await createSession();
        const now = new Date().toISOString();
        const entry = {
          ...created,
          title: created.title || DEFAULT_SESSION_TITLE,
          updatedAt: created.updatedAt || now,
        };
        queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(created.id), []);
        queryClient.setQueryData(chatKeys.session(created.id), entry);
        queryClient.setQueryData<ChatSessionSummary[]>(chatKeys.sessions, (list) =>
          list ? sortSessions([entry, ...list.filter((item) => item.id !== entry.id)]) : list,
        );
        void sendToSession(queryClient, created.id, content);
        navigate(`/chat/${created.id}`);
      } catch (error) {
        // The message stays in the composer, ready to send again.
        setDraft(content);
        setComposerError(
          isApiError(error) && error.status !== 500
            ? error.message
            : errorMessage('CREATE_CHAT_SESSION_FAILED'),
        );
      } finally {
        setCreating(false);
      }
    },
    [navigate, queryClient, sessionId],
  );

  // The idea typed on the home page arrives as ?idea=…: send it once.
  const idea = sessionId ? null : searchParams.get('idea');
  useEffect(() => {
    if (!idea || sentIdeas.has(idea)) return;
    sentIdeas.add(idea);
    void send(idea);
  }, [idea, send]);

  // A new conversation starts with the cursor in the box (not on touch screens, where it opens the keyboard).
  useEffect(() => {
    if (sessionId === undefined && window.matchMedia('(pointer: fine)').matches) textareaRef.current?.focus();
  }, [sessionId]);

  const notFound =
    Boolean(sessionId) &&
    ((auth.status === 'ready' && !signedIn) ||
      (isApiError(session.error) && (session.error.status === 404 || session.error.status === 400)));
  const heading = sessionId
    ? session.data
      ? displaySessionTitle(session.data.title)
      : 'Chat session'
    : 'Chat';
  const list = messages.data ?? [];
  const loadingMessages =
    Boolean(sessionId) && !notFound && (auth.status === 'loading' || messages.isPending);

  // A message sent while the conversation is still loading goes once it has loaded (the send carries the history),
  // instead of the key press being ignored; it stays in the box if loading fails.
  const [sendWhenLoaded, setSendWhenLoaded] = useState<string | undefined>();
  useEffect(() => {
    if (sendWhenLoaded === undefined || loadingMessages) return;
    setSendWhenLoaded(undefined);
    if (sendWhenLoaded === sessionId && !notFound && !messages.isError) void send(draft);
  }, [sendWhenLoaded, loadingMessages, sessionId, notFound, messages.isError, send, draft]);

  const sidebar = (onNavigate?: () => void) => (
    <SessionSidebar
      sessions={sessions.data}
      loading={auth.status === 'loading' || (signedIn && sessions.isPending)}
      failed={sessions.isError}
      currentId={sessionId}
      onNavigate={onNavigate}
      onNewChat={() => {
        onNavigate?.();
        navigate('/chat');
        textareaRef.current?.focus();
      }}
      onDeleted={(id) => {
        if (id === sessionId) navigate('/chat', { replace: true });
      }}
    />
  );

  let body: ReactNode;
  if (notFound) body = <Unavailable />;
  else if (loadingMessages) body = <ConversationSkeleton />;
  else if (messages.isError) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-4 text-center" role="alert">
        <p className="text-destructive">{messages.error.message}</p>
        <Button variant="outline" onClick={() => void messages.refetch()}>
          <RotateCcwIcon />
          Try again
        </Button>
      </div>
    );
  } else if (list.length === 0) body = <EmptyState onPick={(text) => void send(text)} />;
  else {
    body = (
      <MessageList
        messages={list}
        busy={busy}
        onRetry={retry}
        onRegenerate={regenerate}
        onSuggestion={(text) => void send(text)}
      />
    );
  }

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[26rem]">
      <aside
        className="hidden w-72 shrink-0 border-r bg-muted/20 md:flex md:flex-col"
        aria-label="Your chats"
      >
        {sidebar()}
      </aside>
      <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent className="gap-0 p-0 pt-12">
          <SheetTitle className="absolute top-4 left-4">Your chats</SheetTitle>
          <SheetDescription className="sr-only">Open, rename or delete your chats.</SheetDescription>
          {sidebar(() => setSheetOpen(false))}
        </SheetContent>
      </Sheet>
      <section className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-12 shrink-0 items-center gap-2 border-b px-3 sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 md:hidden"
            onClick={() => setSheetOpen(true)}
            aria-label="Show chats"
          >
            <PanelLeftIcon />
          </Button>
          <h1 className="min-w-0 truncate font-semibold text-base">{heading}</h1>
          {streaming ? (
            <span className="ml-auto shrink-0 text-muted-foreground text-xs" aria-live="polite">
              Writing…
            </span>
          ) : null}
          {headerActions && !notFound ? (
            <div className={streaming ? 'shrink-0' : 'ml-auto shrink-0'}>{headerActions}</div>
          ) : null}
        </div>
        {body}
        {notFound ? null : (
          <Composer
            value={draft}
            onChange={(value) => {
              setDraft(value);
              if (composerError) setComposerError(null);
            }}
            onSend={() => (loadingMessages ? setSendWhenLoaded(sessionId) : void send(draft))}
            onStop={stop}
            streaming={streaming}
            disabled={creating || sendWhenLoaded !== undefined}
            error={composerError}
            textareaRef={textareaRef}
          />
        )}
      </section>
      {notFound ? null : aside}
    </div>
  );
}
