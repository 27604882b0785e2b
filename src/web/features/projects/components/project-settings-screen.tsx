import { ChevronLeftIcon, ChevronRightIcon, GlobeIcon, LockIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PROJECT_NAME_MAX_LENGTH } from '../../../../domain/constants.ts';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { updateProjectRequestSchema } from '../../../../domain/projects-api.ts';
import { FormError, FormField } from '../../../components/form-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProject } from '../api/projects.ts';
import { useProjectScreen } from '../hooks/use-project-screen.tsx';
import { failureText } from '../lib/failure.ts';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';

function DetailsForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description ?? '');
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = name !== project.name || description !== (project.description ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProjectRequestSchema.safeParse({ name, description });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    setFormError(null);
    // What was typed stays in the form if saving fails.
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.name);
        setDescription(saved.description ?? '');
        toast.success('Project saved');
      },
      onError: (error) => setFormError(failureText(error, 'UPDATE_PROJECT_FAILED')),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Project details" noValidate>
      <FormError message={formError} />
      <FormField
        label="Name"
        name="name"
        value={name}
        maxLength={PROJECT_NAME_MAX_LENGTH}
        autoComplete="off"
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(undefined);
        }}
      />
      <div className="grid gap-2">
        <Label htmlFor="project-description">Description</Label>
        <Textarea
          id="project-description"
          value={description}
          rows={4}
          maxLength={2000}
          placeholder="What is this project about?"
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          disabled={!dirty || update.isPending}
          onClick={() => {
            setName(project.name);
            setDescription(project.description ?? '');
            setNameError(undefined);
            setFormError(null);
          }}
        >
          Discard
        </Button>
        <Button type="submit" disabled={!dirty || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

/** /projects/:projectId/settings: rename, describe, visibility (its own screen), delete. */
export function ProjectSettingsScreen({ projectId }: { projectId: string }) {
  const screen = useProjectScreen(projectId, (project) => `Settings · ${project.name}`);
  const [deleting, setDeleting] = useState(false);
  if (screen.blocked) return screen.blocked;
  const data = screen.project;
  const shared = data.visibility === 'link';

  return (
    <PageContainer className="py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <Link
          to={`/projects/${data.id}`}
          className="inline-flex max-w-full items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
        >
          <ChevronLeftIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{data.name}</span>
        </Link>
        <h1 className="mt-3 font-semibold text-2xl tracking-tight sm:text-3xl">Project settings</h1>

        <section
          aria-labelledby="settings-details"
          className="mt-6 rounded-xl border bg-card p-4 shadow-xs sm:p-6"
        >
          <h2 id="settings-details" className="mb-4 font-semibold text-base">
            Details
          </h2>
          <DetailsForm key={data.id} project={data} />
        </section>

        <section aria-labelledby="settings-visibility" className="mt-6 rounded-xl border bg-card shadow-xs">
          <h2 id="settings-visibility" className="sr-only">
            Visibility
          </h2>
          <Link
            to={`/projects/${data.id}/settings/visibility`}
            className="flex items-center gap-3 rounded-xl p-4 outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-6"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              {shared ? (
                <GlobeIcon className="size-5" aria-hidden="true" />
              ) : (
                <LockIcon className="size-5" aria-hidden="true" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-sm">Visibility</span>
              <span className="block text-muted-foreground text-sm">
                {shared ? 'Shared: anyone with the link can view it' : 'Private: only you can see it'}
              </span>
            </span>
            <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          </Link>
        </section>

        <section
          aria-labelledby="settings-danger"
          className="mt-6 rounded-xl border border-destructive/40 p-4 sm:p-6"
        >
          <h2 id="settings-danger" className="font-semibold text-base">
            Delete this project
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            The project and its own documents are deleted. You choose whether its chats are kept or deleted.
          </p>
          <Button variant="destructive" className="mt-4" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete project…
          </Button>
        </section>
      </div>
      <DeleteProjectDialog project={data} open={deleting} onOpenChange={setDeleting} />
    </PageContainer>
  );
}
