import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../features/chat/api/sessions.ts';
import { ChatPage } from '../../features/chat/components/chat-page.tsx';
import { sendToSession, useIsStreaming } from '../../features/chat/hooks/use-chat.ts';
import { MermaidBlock } from '../../features/diagrams/components/mermaid-block.tsx';
import { DocumentsToggle } from '../../features/journey/components/documents-toggle.tsx';
import { useDocumentsPanel } from '../../features/journey/hooks/use-documents-panel.ts';
import { useAuth } from '../../lib/auth/session.ts';
import { type CodeRenderers, CodeRenderersContext } from '../../lib/code-renderers.tsx';

/** ```mermaid fences in replies are drawn as diagrams (mermaid itself loads on the first one). */
const codeRenderers: CodeRenderers = { mermaid: MermaidBlock };

// The panel (documents, versions, diffs) loads after the conversation, in a chunk of its own.
const DocumentsDock = lazy(async () => ({
  default: (await import('../../features/journey/components/documents-dock.tsx')).DocumentsDock,
}));

// The chat's project control (save to project, link, unlink) is the projects feature's, in its own chunk.
const ChatProjectMenu = lazy(async () => ({
  default: (await import('../../features/projects/components/chat-project-menu.tsx')).ChatProjectMenu,
}));

/** /chat and /chat/:sessionId (SPEC.md §2): the chat page with its documents beside it, in its own lazy chunk. */
export function Component() {
  const { sessionId } = useParams();
  const queryClient = useQueryClient();
  const busy = useIsStreaming(sessionId);
  const [documentsOpen, setDocumentsOpen] = useDocumentsPanel();
  // The same query (and cache entry) the chat page reads: its project travels with it.
  const session = useSession(sessionId, Boolean(useAuth().user));
  return (
    <CodeRenderersContext.Provider value={codeRenderers}>
      <ChatPage
        sessionId={sessionId}
        headerActions={
          sessionId ? (
            <div className="flex items-center gap-1">
              {session.data ? (
                <Suspense fallback={null}>
                  <ChatProjectMenu sessionId={sessionId} projectId={session.data.projectId} />
                </Suspense>
              ) : null}
              <DocumentsToggle
                sessionId={sessionId}
                open={documentsOpen}
                onToggle={() => setDocumentsOpen(!documentsOpen)}
              />
            </div>
          ) : null
        }
        aside={
          sessionId ? (
            <Suspense fallback={null}>
              <DocumentsDock
                sessionId={sessionId}
                open={documentsOpen}
                onOpenChange={setDocumentsOpen}
                busy={busy}
                onAsk={(text) => void sendToSession(queryClient, sessionId, text)}
              />
            </Suspense>
          ) : null
        }
      />
    </CodeRenderersContext.Provider>
  );
}
