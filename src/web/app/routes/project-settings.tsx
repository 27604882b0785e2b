import { useParams } from 'react-router';
import { ProjectSettingsScreen } from '../../features/projects/components/project-settings-screen.tsx';

/** /projects/:projectId/settings (SPEC.md §2). */
export function Component() {
  const { projectId = '' } = useParams();
  return <ProjectSettingsScreen projectId={projectId} />;
}
