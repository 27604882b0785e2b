import { useParams } from 'react-router';
import { ItemDetailScreen } from '../../features/project-items/components/item-detail-screen.tsx';

/** /projects/:projectId/pages/:pageId */
export function Component() {
  const { projectId = '', pageId = '' } = useParams();
  return <ItemDetailScreen key={pageId} projectId={projectId} kind="pages" itemId={pageId} />;
}
