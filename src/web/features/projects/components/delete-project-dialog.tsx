import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProjectChatChoice } from '../../../../domain/projects-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteProject } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { plural } from '../lib/format.ts';
import { Modal, ModalClose, type ProjectDialogProps } from './dialog.tsx';

const CHOICES: { value: ProjectChatChoice; label: string; hint: string }[] = [
  {
    value: 'unlink',
    label: 'Keep the chats',
    hint: 'They are unlinked and stay in your chat list with their documents.',
  },
  {
    value: 'delete',
    label: 'Delete the chats too',
    hint: 'Their messages and documents are deleted for good.',
  },
];

/**
 * Deleting a project never takes its chats silently: with chats, the user must pick keep or delete before the
 * Delete button wakes up. Cancel holds the focus first.
 */
export function DeleteProjectDialog({ project, open, onOpenChange }: ProjectDialogProps) {
  const [choice, setChoice] = useState<ProjectChatChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteProject(project.id);
  const navigate = useNavigate();
  const chats = project.chats.length;
  const ready = chats === 0 || choice !== null;

  const confirm = () => {
    setError(null);
    remove.mutate(chats > 0 ? (choice ?? undefined) : undefined, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success(`Project “${project.name}” deleted`);
        navigate('/projects', { replace: true });
      },
      onError: (failure) => setError(failureText(failure, 'DELETE_PROJECT_FAILED')),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setChoice(null);
          setError(null);
        }
        onOpenChange(next);
      }}
      role="alertdialog"
      title="Delete this project?"
      description={
        chats > 0
          ? `“${project.name}” has ${plural(chats, 'chat')}. Choose what happens to ${chats === 1 ? 'it' : 'them'}; the project and its own documents are deleted for good.`
          : `“${project.name}” and its documents will be deleted for good.`
      }
    >
      {chats > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">What happens to its chats?</legend>
          {CHOICES.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                choice === option.value && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                name="project-chats"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="mt-0.5 size-4 accent-[var(--primary)]"
              />
              <span>
                <span className="block font-medium">{option.label}</span>
                <span className="block text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalClose asChild>
          <Button variant="outline">Cancel</Button>
        </ModalClose>
        <Button variant="destructive" onClick={confirm} disabled={!ready || remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete project'}
        </Button>
      </div>
    </Modal>
  );
}
