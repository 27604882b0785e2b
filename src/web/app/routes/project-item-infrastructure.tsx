import { useParams } from 'react-router';
import { InfrastructureScreen } from '../../features/project-items/components/infrastructure-screen.tsx';

/** /projects/:projectId/infrastructure */
export function Component() {
  const { projectId = '' } = useParams();
  return <InfrastructureScreen projectId={projectId} />;
}
