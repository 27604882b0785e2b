import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '../../../lib/cn.ts';
import { useCodeRenderer } from '../../../lib/code-renderers.tsx';

/** Typography of a document: compact headings for a side panel, readable lists. */
export const DOCUMENT_PROSE = cn(
  'break-words text-sm leading-6',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
  '[&_li]:marker:text-muted-foreground [&_h1]:mb-3 [&_h1]:font-semibold [&_h1]:text-lg [&_h2]:mt-5 [&_h2]:mb-1.5',
  '[&_h2]:font-semibold [&_h2]:text-base [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-semibold [&_strong]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-3',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em]',
  '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-2 [&_pre]:text-xs',
  '[&_table]:my-2 [&_table]:w-full [&_table]:text-xs [&_td]:border-t [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
);

function CodeBlock({ children, ...props }: React.ComponentProps<'pre'>) {
  const language = /language-(\S+)/.exec(
    String((children as { props?: { className?: string } } | undefined)?.props?.className ?? ''),
  )?.[1];
  const Renderer = useCodeRenderer(language);
  if (Renderer) {
    const code = String((children as { props?: { children?: unknown } }).props?.children ?? '');
    return <Renderer code={code.replace(/\n$/, '')} messageId={null} streaming={false} />;
  }
  return <pre {...props}>{children}</pre>;
}

const components: Components = {
  pre: ({ node: _node, ...props }) => <CodeBlock {...props} />,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/** A document's Markdown (raw HTML escaped by react-markdown; diagrams drawn when the route provides a renderer). */
export const DocumentMarkdown = memo(function DocumentMarkdown({
  content,
  className,
}: {
  content: string;
  className?: string;
}) {
  return (
    <div className={cn(DOCUMENT_PROSE, className)}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {content}
      </Markdown>
    </div>
  );
});
