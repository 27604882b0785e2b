import { CheckIcon, CopyIcon } from 'lucide-react';
import { type ComponentProps, memo, type ReactNode, useContext, useMemo, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '../../../lib/cn.ts';
import { CodeBlockSourceContext, useCodeRenderer } from '../../../lib/code-renderers.tsx';
import { copyText } from '../lib/copy-text.ts';
import { completeStreamingMarkdown, splitMarkdownBlocks } from '../lib/streaming-markdown.ts';

/** Plain text of rendered children (for the copy button of a code block). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return '';
}

function CodeBlock({ children, ...props }: ComponentProps<'pre'>) {
  const [copied, setCopied] = useState(false);
  const language = /language-(\S+)/.exec(
    String((children as { props?: { className?: string } } | undefined)?.props?.className ?? ''),
  )?.[1];
  // A fence the route knows how to draw (```mermaid → a diagram) is handed to that renderer.
  const Renderer = useCodeRenderer(language);
  const source = useContext(CodeBlockSourceContext);
  if (Renderer) {
    return (
      <Renderer
        code={textOf(children).replace(/\n$/, '')}
        messageId={source.messageId}
        streaming={source.streaming}
      />
    );
  }
  const copy = async () => {
    if (await copyText(textOf(children).replace(/\n$/, ''))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }
  };
  return (
    <div className="group/code relative my-3 overflow-hidden rounded-lg border bg-muted/60">
      <div className="flex items-center justify-between border-b bg-muted px-3 py-1 text-muted-foreground text-xs">
        <span className="font-mono">{language ?? 'text'}</span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
          aria-label={copied ? 'Code copied' : 'Copy code'}
        >
          {copied ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <pre className="overflow-x-auto p-3 font-mono text-[13px] leading-relaxed" {...props}>
        {children}
      </pre>
    </div>
  );
}

/** A Markdown heading rendered as `tag` (see `components`), styled for its Markdown level. */
function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6', className: string): Components['h1'] {
  return ({ node: _node, ...props }) => <Tag {...props} className={className} />;
}

/**
 * Headings one level down: a message or document sits inside a page that has its own h1, so a reply's `# Title`
 * is an h2 (looking as before), and the page keeps a single h1.
 */
const components: Components = {
  h1: heading('h2', 'mt-4 mb-2 font-semibold text-xl'),
  h2: heading('h3', 'mt-4 mb-2 font-semibold text-lg'),
  h3: heading('h4', 'mt-3 mb-1 font-semibold'),
  h4: heading('h5', 'mt-3 font-semibold'),
  h5: heading('h6', 'mt-3 font-semibold'),
  h6: heading('h6', 'mt-3 font-semibold'),
  pre: ({ node: _node, ...props }) => <CodeBlock {...props} />,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  table: ({ node: _node, ...props }) => (
    <div className="my-3 overflow-x-auto rounded-lg border">
      <table {...props} />
    </div>
  ),
};

/** Typography for replies (no typography plugin here: these few rules are enough). */
const PROSE = cn(
  'break-words text-[15px] leading-7',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1 [&_li>p]:my-0 [&_ul_ul]:my-1 [&_ol_ol]:my-1 [&_li]:marker:text-muted-foreground',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em]',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border-b [&_th]:bg-muted/50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-t [&_td]:px-3 [&_td]:py-1.5 [&_hr]:my-4 [&_img]:max-w-full [&_img]:rounded-md',
);

/** One block, re-rendered only when its own text changes. No raw HTML: react-markdown escapes it. */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components}>
      {text}
    </Markdown>
  );
});

/**
 * A message's Markdown. While streaming, open syntax is closed first (completeStreamingMarkdown) so the text never
 * flashes half-parsed; finished blocks keep their rendering while the last one grows.
 */
export function MessageMarkdown({
  content,
  streaming,
  className,
  messageId = null,
}: {
  content: string;
  streaming: boolean;
  className?: string;
  /** The stored message's id (null while it only has a temporary one), for blocks such as diagrams. */
  messageId?: string | null;
}) {
  const blocks = useMemo(
    () => splitMarkdownBlocks(streaming ? completeStreamingMarkdown(content) : content),
    [content, streaming],
  );
  const source = useMemo(() => ({ messageId, streaming }), [messageId, streaming]);
  return (
    <CodeBlockSourceContext.Provider value={source}>
      <div className={cn(PROSE, className)}>
        {blocks.map((block, index) => (
          // Blocks only ever grow at the end, so the index is a stable identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <MarkdownBlock key={index} text={block} />
        ))}
      </div>
    </CodeBlockSourceContext.Provider>
  );
}
