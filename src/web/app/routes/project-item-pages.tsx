import { useParams } from 'react-router';
import { PagesScreen } from '../../features/project-items/components/pages-screen.tsx';

/** /projects/:projectId/pages */
export function Component() {
  const { projectId = '' } = useParams();
  return <PagesScreen projectId={projectId} />;
}
