import { useParams } from 'react-router';
import { VisibilityScreen } from '../../features/projects/components/visibility-screen.tsx';

/** /projects/:projectId/settings/visibility: the project visibility settings screen (SPEC.md §2 names no path). */
export function Component() {
  const { projectId = '' } = useParams();
  return <VisibilityScreen projectId={projectId} />;
}
