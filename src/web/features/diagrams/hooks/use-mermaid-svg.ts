import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import {
  DiagramSyntaxError,
  type DiagramTheme,
  describeSyntaxError,
  type RenderedDiagram,
  renderMermaid,
} from '../lib/mermaid-render.ts';

export type MermaidState =
  | { status: 'idle' | 'loading'; diagram: RenderedDiagram | null }
  | { status: 'ready'; diagram: RenderedDiagram }
  | { status: 'invalid' | 'failed'; diagram: null; error: string };

export function useDiagramTheme(): DiagramTheme {
  const { resolvedTheme } = useTheme();
  return resolvedTheme === 'dark' ? 'dark' : 'light';
}

/**
 * The SVG of a Mermaid text in the current theme. While a new drawing is made (the theme changed) the previous one
 * stays on screen, so nothing jumps. `enabled: false` (the text is still streaming in) draws nothing yet.
 */
export function useMermaidSvg(source: string, enabled = true): MermaidState & { theme: DiagramTheme } {
  const theme = useDiagramTheme();
  const [state, setState] = useState<MermaidState>({ status: 'idle', diagram: null });

  useEffect(() => {
    if (!enabled || source.trim() === '') return;
    let cancelled = false;
    setState((previous) => ({ status: 'loading', diagram: previous.diagram }));
    renderMermaid(source, theme).then(
      (diagram) => {
        if (!cancelled) setState({ status: 'ready', diagram });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({
          status: error instanceof DiagramSyntaxError ? 'invalid' : 'failed',
          diagram: null,
          error:
            error instanceof DiagramSyntaxError
              ? error.message
              : `The diagram renderer could not be loaded (${describeSyntaxError(error)}).`,
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, theme, enabled]);

  return { ...state, theme };
}
