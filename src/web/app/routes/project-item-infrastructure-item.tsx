import { useParams } from 'react-router';
import { ItemDetailScreen } from '../../features/project-items/components/item-detail-screen.tsx';

/** /projects/:projectId/infrastructure/:itemId */
export function Component() {
  const { projectId = '', itemId = '' } = useParams();
  return <ItemDetailScreen key={itemId} projectId={projectId} kind="infrastructure" itemId={itemId} />;
}
