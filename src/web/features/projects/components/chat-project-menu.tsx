import {
  ChevronDownIcon,
  FolderInputIcon,
  FolderOpenIcon,
  FolderPlusIcon,
  LoaderCircleIcon,
  UnlinkIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAllProjects, useProject, useSaveChatToProject, useUnlinkFromChat } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';

interface ChatProjectMenuProps {
  sessionId: string;
  /** The chat's project as the chat knows it (null: none). */
  projectId: string | null;
}

/**
 * The chat header's project control. Without a project: "Save to project" (the chat's project, or a new
 * "Project <date>" made for it) and a menu to pick an existing one. With one: its name, linking to it, and a menu
 * to open it, move the chat to another project or unlink it.
 */
export function ChatProjectMenu({ sessionId, projectId }: ChatProjectMenuProps) {
  const navigate = useNavigate();
  const save = useSaveChatToProject(sessionId);
  const unlink = useUnlinkFromChat(sessionId);
  const project = useProject(projectId ?? '', Boolean(projectId));
  const busy = save.isPending || unlink.isPending;

  const saveTo = (target?: string) =>
    save.mutate(target, {
      onSuccess: ({ project: saved, created }) => {
        toast.success(created ? `Saved to a new project, “${saved.name}”` : `Saved to “${saved.name}”`, {
          action: { label: 'Open project', onClick: () => navigate(`/projects/${saved.id}`) },
        });
      },
      onError: (error) => toast.error(failureText(error, 'CREATE_PROJECT_FAILED')),
    });

  if (!projectId) {
    return (
      <div className="flex items-center">
        <Button
          variant="ghost"
          size="sm"
          className="h-8 rounded-r-none pr-2"
          onClick={() => saveTo()}
          disabled={busy}
          aria-label="Save to project"
        >
          {save.isPending ? <LoaderCircleIcon className="animate-spin" /> : <FolderPlusIcon />}
          <span className="hidden lg:inline">Save to project</span>
        </Button>
        <ProjectPicker
          currentId={null}
          onPick={saveTo}
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-l-none"
              aria-label="Choose a project for this chat"
              disabled={busy}
            >
              <ChevronDownIcon />
            </Button>
          }
        />
      </div>
    );
  }

  const name = project.data?.name ?? (project.isError ? 'Project' : '…');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 max-w-[11rem] sm:max-w-[16rem]"
          aria-label={`Project: ${name}`}
          disabled={busy}
        >
          <FolderOpenIcon className="text-primary" />
          <span className="hidden truncate sm:inline">{name}</span>
          <ChevronDownIcon className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        <DropdownMenuLabel className="truncate text-muted-foreground text-xs">In {name}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate(`/projects/${projectId}`)}>
          <FolderOpenIcon />
          Open project
        </DropdownMenuItem>
        <MoveItems currentId={projectId} onPick={saveTo} />
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() =>
            unlink.mutate(projectId, {
              onSuccess: () => toast.success(`Unlinked from “${name}”; the project is kept`),
              onError: (error) => toast.error(failureText(error, 'UPDATE_PROJECT_FAILED')),
            })
          }
        >
          <UnlinkIcon />
          Unlink from project
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The user's other projects as menu items (loaded when the menu opens). */
function MoveItems({ currentId, onPick }: { currentId: string | null; onPick: (id: string) => void }) {
  const projects = useAllProjects(true);
  const others = (projects.data ?? []).filter((item) => item.id !== currentId);
  if (projects.isPending) {
    return (
      <DropdownMenuItem disabled>
        <LoaderCircleIcon className="animate-spin" />
        Loading projects…
      </DropdownMenuItem>
    );
  }
  if (projects.isError) {
    return <DropdownMenuItem disabled>{failureText(projects.error, 'GET_PROJECTS_FAILED')}</DropdownMenuItem>;
  }
  if (others.length === 0) return null;
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-muted-foreground text-xs">
        {currentId ? 'Move to' : 'Add to'}
      </DropdownMenuLabel>
      {others.map((item) => (
        <DropdownMenuItem key={item.id} onSelect={() => onPick(item.id)}>
          <FolderInputIcon />
          <span className="truncate">{item.name}</span>
        </DropdownMenuItem>
      ))}
    </>
  );
}

function ProjectPicker({
  trigger,
  currentId,
  onPick,
}: {
  trigger: React.ReactNode;
  currentId: string | null;
  onPick: (id?: string) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        <DropdownMenuItem onSelect={() => onPick()}>
          <FolderPlusIcon />
          New project from this chat
        </DropdownMenuItem>
        <MoveItems currentId={currentId} onPick={onPick} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
