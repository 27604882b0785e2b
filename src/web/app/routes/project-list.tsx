import { ProjectListScreen } from '../../features/projects/components/project-list-screen.tsx';

/** /projects (SPEC.md §2). */
export function Component() {
  return <ProjectListScreen />;
}
