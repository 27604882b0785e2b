import { TriangleAlertIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError, FormField } from '../../../components/form-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { deleteAccount } from '../../../lib/auth/auth-actions.ts';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { SignedOutNote } from './account-screen.tsx';

export const DELETE_CONFIRMATION = 'DELETE';

const GONE = [
  'Your profile, sign-in methods and every session',
  'All chats and messages, with their diagrams',
  'Projects, documents and journey progress',
  'Notifications, presence and roles',
];

/** /delete-me: says what goes, asks for DELETE typed out, deletes, signs out and goes home. */
export function DeleteAccountScreen() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status === 'loading') return <AuthLoading />;
  if (!user)
    return (
      <SignedOutNote
        heading="Delete account"
        text="You are not signed in, so there is no account to delete."
      />
    );

  const confirmed = typed.trim() === DELETE_CONFIRMATION;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) {
      setError(`Type ${DELETE_CONFIRMATION} to confirm`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
      toast.success('Your account has been deleted');
      navigate('/', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not delete your account');
      setBusy(false);
    }
  };

  return (
    <PageContainer className="flex flex-1 justify-center py-10 sm:py-16">
      <div className="w-full max-w-xl">
        <p className="font-semibold text-destructive text-sm uppercase tracking-wider">Danger zone</p>
        <h1 className="mt-2 font-semibold text-3xl tracking-tight">Delete account</h1>
        <p className="mt-3 text-muted-foreground leading-relaxed">
          This permanently deletes <strong className="text-foreground">{user.name}</strong> and everything in
          it. It cannot be undone, and nothing can be recovered afterwards.
        </p>
        <div className="mt-6 rounded-2xl border border-destructive/30 bg-destructive/5 p-5">
          <p className="flex items-center gap-2 font-medium text-sm">
            <TriangleAlertIcon className="size-4 text-destructive" aria-hidden="true" />
            What will be deleted
          </p>
          <ul className="mt-3 grid list-disc gap-1.5 pl-10 text-sm">
            {GONE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 grid gap-4">
          <FormError message={error && error !== `Type ${DELETE_CONFIRMATION} to confirm` ? error : null} />
          <FormField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            error={error === `Type ${DELETE_CONFIRMATION} to confirm` ? error : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="/account" className={cn(buttonVariants({ variant: 'outline' }))}>
              Cancel
            </Link>
            <Button type="submit" variant="destructive" disabled={!confirmed || busy}>
              {busy ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </div>
    </PageContainer>
  );
}
