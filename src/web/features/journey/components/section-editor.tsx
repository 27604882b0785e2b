import { LoaderCircleIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

interface SectionEditorProps {
  label: string;
  initial: string;
  list: boolean;
  /** Checks the text with the domain's schema; a message when it is not valid. */
  validate: (text: string) => string | null;
  /** Saves; rejects with the server's message. */
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Edits one section of a document in place. Checked as you save with the same schema the server uses, so the
 * message is the domain's ("PRD document requires problem_statement"); Escape cancels, Ctrl/⌘+Enter saves.
 */
export function SectionEditor({ label, initial, list, validate, onSave, onCancel }: SectionEditorProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = validate(text);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(text);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };

  return (
    <form className="mt-1.5 space-y-2" onSubmit={(event) => void submit(event)} aria-label={`Edit ${label}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        autoFocus
        rows={
          list
            ? Math.min(12, Math.max(4, text.split('\n').length + 1))
            : Math.min(10, Math.max(3, Math.ceil(text.length / 60) + 1))
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        disabled={saving}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {list ? 'One item a line. ' : ''}Ctrl+Enter saves, Escape cancels.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
