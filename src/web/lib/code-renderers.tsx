import { type ComponentType, createContext, useContext } from 'react';

/**
 * Lets a route hand special renderers for fenced code blocks (```mermaid → a drawn diagram) to a feature that
 * renders Markdown, without that feature importing the one that draws them (features stay isolated; routes
 * compose them).
 */
export interface CodeRendererProps {
  /** The fence's text, without the trailing newline. */
  code: string;
  /** The message the block belongs to, once the server has given it an id. */
  messageId: string | null;
  /** The message is still arriving: the block may be cut short. */
  streaming: boolean;
}

export type CodeRenderers = Readonly<Partial<Record<string, ComponentType<CodeRendererProps>>>>;

export const CodeRenderersContext = createContext<CodeRenderers>({});

/** Which message a Markdown block is part of, for the renderers above. */
export const CodeBlockSourceContext = createContext<{ messageId: string | null; streaming: boolean }>({
  messageId: null,
  streaming: false,
});

export function useCodeRenderer(language: string | undefined): ComponentType<CodeRendererProps> | undefined {
  const renderers = useContext(CodeRenderersContext);
  return language ? renderers[language] : undefined;
}
