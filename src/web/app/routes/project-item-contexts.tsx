import { useParams } from 'react-router';
import { MermaidBlock } from '../../features/diagrams/components/mermaid-block.tsx';
import { ContextsScreen } from '../../features/project-items/components/contexts-screen.tsx';
import { type CodeRenderers, CodeRenderersContext } from '../../lib/code-renderers.tsx';

/** The context map is Mermaid text, drawn by the diagrams feature (mermaid itself loads when it is first drawn). */
const codeRenderers: CodeRenderers = { mermaid: MermaidBlock };

/** /projects/:projectId/contexts */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <CodeRenderersContext.Provider value={codeRenderers}>
      <ContextsScreen projectId={projectId} />
    </CodeRenderersContext.Provider>
  );
}
