import { useParams } from 'react-router';
import { ChatPage } from '../../features/chat/components/chat-page.tsx';
import { MermaidBlock } from '../../features/diagrams/components/mermaid-block.tsx';
import { type CodeRenderers, CodeRenderersContext } from '../../lib/code-renderers.tsx';

/** ```mermaid fences in replies are drawn as diagrams (mermaid itself loads on the first one). */
const codeRenderers: CodeRenderers = { mermaid: MermaidBlock };

/** /chat and /chat/:sessionId (SPEC.md §2): the chat page, in its own lazy chunk. */
export function Component() {
  const { sessionId } = useParams();
  return (
    <CodeRenderersContext.Provider value={codeRenderers}>
      <ChatPage sessionId={sessionId} />
    </CodeRenderersContext.Provider>
  );
}
