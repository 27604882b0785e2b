import { useParams } from 'react-router';
import { DiagramPage } from '../../features/diagrams/components/diagram-page.tsx';

/** /diagram/:messageId (SPEC.md §2): a message's diagrams full page, in its own lazy chunk. */
export function Component() {
  const { messageId = '' } = useParams();
  return <DiagramPage messageId={messageId} />;
}
