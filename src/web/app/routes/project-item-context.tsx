import { useParams } from 'react-router';
import { ItemDetailScreen } from '../../features/project-items/components/item-detail-screen.tsx';

/** /projects/:projectId/contexts/:contextId */
export function Component() {
  const { projectId = '', contextId = '' } = useParams();
  return <ItemDetailScreen key={contextId} projectId={projectId} kind="contexts" itemId={contextId} />;
}
