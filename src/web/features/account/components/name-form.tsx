import { type FormEvent, useState } from 'react';
import { FormError, FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateFullName } from '../api/account.ts';

const MAX_NAME = 100;

/** Edit the full name shown in the header and to admins. */
export function NameForm({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFullName();
  const trimmed = value.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      setError('Please enter a name');
      return;
    }
    setError(null);
    update.mutate(trimmed, {
      onSuccess: () => toast.success('Name saved'),
      onError: (failure) => setError(failure.message || 'Could not save your name'),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <FormField
        label="Full name"
        name="fullName"
        autoComplete="name"
        maxLength={MAX_NAME}
        value={value}
        error={error ?? undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button
        type="submit"
        className="sm:mt-6"
        disabled={update.isPending || trimmed === current.trim() || trimmed === ''}
      >
        {update.isPending ? 'Saving…' : 'Save name'}
      </Button>
      <FormError message={update.isError && !error ? 'Could not save your name' : null} />
    </form>
  );
}
