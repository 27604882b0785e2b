import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { MermaidBlock } from '../../features/diagrams/components/mermaid-block.tsx';
import { DocumentMarkdown } from '../../features/journey/components/document-markdown.tsx';
import { MarkdownContext, type RenderMarkdown } from '../../features/projects/components/markdown-slot.ts';
import { ProjectDetailScreen } from '../../features/projects/components/project-detail-screen.tsx';
import { type CodeRenderers, CodeRenderersContext } from '../../lib/code-renderers.tsx';

const codeRenderers: CodeRenderers = { mermaid: MermaidBlock };
const renderMarkdown: RenderMarkdown = (content) => <DocumentMarkdown content={content} />;

// The pages / bounded contexts / infrastructure overview is another feature's: its own chunk, after the project.
const ProjectItemsOverview = lazy(async () => ({
  default: (await import('../../features/project-items/overview.tsx')).ProjectItemsOverview,
}));

function StructureSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading the structure">
      <div className="h-6 w-28 animate-pulse rounded bg-muted" />
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((tile) => (
          <div key={tile} className="h-[74px] animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    </div>
  );
}

/** /projects/:projectId (SPEC.md §2): the project, with documents drawn by the journey's Markdown renderer. */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <CodeRenderersContext.Provider value={codeRenderers}>
      <MarkdownContext.Provider value={renderMarkdown}>
        <ProjectDetailScreen
          projectId={projectId}
          structure={
            <Suspense fallback={<StructureSkeleton />}>
              <ProjectItemsOverview projectId={projectId} />
            </Suspense>
          }
        />
      </MarkdownContext.Provider>
    </CodeRenderersContext.Provider>
  );
}
