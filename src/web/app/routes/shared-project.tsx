import { useParams } from 'react-router';
import { MessageMarkdown } from '../../features/chat/components/markdown.tsx';
import { MermaidBlock } from '../../features/diagrams/components/mermaid-block.tsx';
import { MarkdownContext, type RenderMarkdown } from '../../features/projects/components/markdown-slot.ts';
import { SharedProjectScreen } from '../../features/projects/components/shared-project-screen.tsx';
import { type CodeRenderers, CodeRenderersContext } from '../../lib/code-renderers.tsx';

const codeRenderers: CodeRenderers = { mermaid: MermaidBlock };
// The chat's safe renderer (react-markdown, raw HTML escaped, links opened with noopener).
const renderMarkdown: RenderMarkdown = (content) => <MessageMarkdown content={content} streaming={false} />;

/** /shared/projects/:token: a project shared by link, read-only, for anyone (no account is made). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <CodeRenderersContext.Provider value={codeRenderers}>
      <MarkdownContext.Provider value={renderMarkdown}>
        <SharedProjectScreen token={token} />
      </MarkdownContext.Provider>
    </CodeRenderersContext.Provider>
  );
}
