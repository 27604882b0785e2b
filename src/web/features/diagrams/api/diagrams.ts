import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { DiagramList, DiagramView } from '../../../../domain/journey-api.ts';
import { api } from '../../../lib/api-client.ts';

/** A diagram stored with an assistant message (SPEC §3 Diagram), as `GET /api/messages/:id/diagrams` lists it. */
export type MessageDiagram = DiagramView;

export const diagramKeys = {
  forMessage: (messageId: string) => ['diagrams', 'message', messageId] as const,
};

export async function listMessageDiagrams(messageId: string): Promise<MessageDiagram[]> {
  const data = await api.get<DiagramList>(`/api/messages/${encodeURIComponent(messageId)}/diagrams`);
  return data.items;
}

export function useMessageDiagrams(messageId: string | undefined) {
  return useQuery({
    queryKey: diagramKeys.forMessage(messageId ?? ''),
    queryFn: () => listMessageDiagrams(messageId ?? ''),
    enabled: Boolean(messageId),
  });
}

export function markDiagramRendered(diagramId: string): Promise<MessageDiagram> {
  return api.post<MessageDiagram>(`/api/diagrams/${encodeURIComponent(diagramId)}/rendered`);
}

const sameText = (a: string, b: string) => a.trim() === b.trim();

/** Reported once per diagram and page load, however often it is drawn again (theme change, scrolling back). */
const reported = new Set<string>();

/**
 * Tells the server a diagram of this message has been drawn (status generated → rendered). The inline renderer
 * knows the message and the text, so the stored diagram is found by its content.
 */
export async function reportDiagramRendered(
  queryClient: QueryClient,
  messageId: string,
  content: string,
): Promise<void> {
  const key = `${messageId}\n${content.trim()}`;
  if (reported.has(key)) return;
  reported.add(key);
  try {
    const diagrams = await queryClient.fetchQuery({
      queryKey: diagramKeys.forMessage(messageId),
      queryFn: () => listMessageDiagrams(messageId),
      staleTime: 10_000,
    });
    const diagram = diagrams.find((item) => sameText(item.content, content));
    if (!diagram || diagram.status === 'rendered') return;
    await markDiagramRendered(diagram.id);
    queryClient.setQueryData<MessageDiagram[]>(diagramKeys.forMessage(messageId), (list) =>
      list?.map((item) => (item.id === diagram.id ? { ...item, status: 'rendered' } : item)),
    );
  } catch (error) {
    // Drawing worked; the status is bookkeeping. Try again on the next render.
    reported.delete(key);
    console.warn('Could not report the diagram as rendered', error);
  }
}
