import { CheckIcon, ChevronLeftIcon, CopyIcon, ExternalLinkIcon, GlobeIcon, LockIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProjectDetail, ProjectVisibility } from '../../../../domain/projects-api.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProject } from '../api/projects.ts';
import { useProjectScreen } from '../hooks/use-project-screen.tsx';
import { copyLink } from '../lib/copy-link.ts';
import { failureText } from '../lib/failure.ts';
import { shareUrl } from '../lib/format.ts';
import { Modal, ModalClose } from './dialog.tsx';

const OPTIONS: { value: ProjectVisibility; label: string; hint: string; Icon: typeof LockIcon }[] = [
  { value: 'private', label: 'Private', hint: 'Only you can see this project.', Icon: LockIcon },
  {
    value: 'link',
    label: 'Shared by link',
    hint: 'Anyone with the link can read it — name, progress and documents — without an account. They cannot change anything.',
    Icon: GlobeIcon,
  },
];

function ShareLink({ token }: { token: string }) {
  const url = shareUrl(token);
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-2">
      <label htmlFor="share-link" className="font-medium text-sm">
        Share link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="share-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={async () => {
              if (await copyLink(url)) {
                setCopied(true);
                toast.success('Link copied');
                setTimeout(() => setCopied(false), 2000);
              } else toast.error('Could not copy the link: select it and copy it by hand');
            }}
          >
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy link'}
          </Button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'ghost' }), 'flex-1')}
          >
            <ExternalLinkIcon aria-hidden="true" />
            Open
          </a>
        </div>
      </div>
    </div>
  );
}

export function VisibilityForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  // Sharing shows as chosen at once, while the server makes the link.
  const [choosing, setChoosing] = useState<ProjectVisibility | null>(null);
  const current = project.visibility;
  const shown = choosing ?? current;
  // The choice is let go only once the project itself shows it: clearing it when the request settles
  // could show the old choice for a moment, until the query cache's (deferred) update renders.
  useEffect(() => {
    if (choosing === current) setChoosing(null);
  }, [choosing, current]);

  const change = (visibility: ProjectVisibility) => {
    if (visibility === current || update.isPending) return;
    if (visibility === 'private') {
      setConfirmRevoke(true);
      return;
    }
    setChoosing(visibility);
    update.mutate(
      { visibility },
      {
        onSuccess: () => toast.success('Anyone with the link can now view this project'),
        onError: (error) => {
          setChoosing(null);
          toast.error(failureText(error, 'UPDATE_PROJECT_FAILED'));
        },
      },
    );
  };

  const revoke = () =>
    update.mutate(
      { visibility: 'private' },
      {
        onSuccess: () => {
          setConfirmRevoke(false);
          toast.success('Link revoked: the project is private again');
        },
        onError: (error) => {
          setConfirmRevoke(false);
          toast.error(failureText(error, 'UPDATE_PROJECT_FAILED'));
        },
      },
    );

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3" disabled={update.isPending}>
        <legend className="sr-only">Who can see this project</legend>
        {OPTIONS.map(({ value, label, hint, Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border bg-card p-4 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              shown === value && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name="visibility"
              value={value}
              checked={shown === value}
              onChange={() => change(value)}
              className="mt-1 size-4 accent-[var(--primary)]"
            />
            <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="block font-medium text-sm">{label}</span>
              <span className="block text-muted-foreground text-sm">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {project.shareToken ? (
        <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5">
          <ShareLink token={project.shareToken} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <p className="text-muted-foreground text-sm">Revoking makes this link stop working for good.</p>
            <Button variant="outline" onClick={() => setConfirmRevoke(true)} disabled={update.isPending}>
              Revoke link
            </Button>
          </div>
        </div>
      ) : null}
      <Modal
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        role="alertdialog"
        title="Revoke the share link?"
        description="Anyone who has the link will no longer see this project. Sharing again later makes a new link."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button variant="destructive" onClick={revoke} disabled={update.isPending}>
            {update.isPending ? 'Revoking…' : 'Revoke link'}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** /projects/:projectId/settings/visibility: private (default) or shared read-only by an unguessable link. */
export function VisibilityScreen({ projectId }: { projectId: string }) {
  const screen = useProjectScreen(projectId, (project) => `Visibility · ${project.name}`);
  if (screen.blocked) return screen.blocked;
  const project = screen.project;
  return (
    <PageContainer className="py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <Link
          to={`/projects/${project.id}/settings`}
          className="inline-flex items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
        >
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
          Project settings
        </Link>
        <h1 className="mt-3 font-semibold text-2xl tracking-tight sm:text-3xl">Visibility</h1>
        <p className="mt-1 mb-6 text-muted-foreground text-sm">
          Who can see <span className="font-medium text-foreground">{project.name}</span>.
        </p>
        <VisibilityForm project={project} />
      </div>
    </PageContainer>
  );
}
