import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PROJECT_NAME_MAX_LENGTH } from '../../../../domain/constants.ts';
import { errorMessage } from '../../../../domain/errors.ts';
import { createProjectRequestSchema } from '../../../../domain/projects-api.ts';
import { FormError, FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ensureSignedIn } from '../../../lib/auth/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateProject } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { Modal, ModalClose } from './dialog.tsx';

/** Name (required) and description; what was typed stays in the form when creating fails. */
export function NewProjectDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProjectRequestSchema.safeParse({ name, description });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? errorMessage('PROJECT_NAME_REQUIRED'));
      return;
    }
    setNameError(undefined);
    setFormError(null);
    try {
      // A visitor with no account yet gets the same anonymous one the chat would give them.
      await ensureSignedIn();
      const project = await create.mutateAsync(parsed.data);
      toast.success(`Project “${project.name}” created`);
      onOpenChange(false);
      setName('');
      setDescription('');
      navigate(`/projects/${project.id}`);
    } catch (error) {
      setFormError(failureText(error, 'CREATE_PROJECT_FAILED'));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New project"
      description="Group chats and their documents under one name. You can link chats to it afterwards."
    >
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-label="New project"
        noValidate
      >
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
          <Label htmlFor="new-project-description">Description (optional)</Label>
          <Textarea
            id="new-project-description"
            value={description}
            rows={3}
            maxLength={2000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create project'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
