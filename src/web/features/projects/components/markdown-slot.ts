import { createContext, type ReactNode, useContext } from 'react';

/**
 * How a document's Markdown is drawn. The feature does not own a renderer: the route passes the app's safe one
 * (the journey's or the chat's), so Markdown is rendered one way everywhere.
 */
export type RenderMarkdown = (content: string) => ReactNode;

export const MarkdownContext = createContext<RenderMarkdown>((content) => content);

export function useRenderMarkdown(): RenderMarkdown {
  return useContext(MarkdownContext);
}
