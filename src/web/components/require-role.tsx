import { LockKeyholeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthLoading } from '../lib/auth/require-auth.tsx';
import { useAuth } from '../lib/auth/session.ts';
import { cn } from '../lib/cn.ts';
import { type Role, useHasRole } from '../lib/roles.ts';
import { buttonVariants } from './ui/button.tsx';

const deniedText: Record<Role, string> = {
  whatsapp_admin: 'You need WhatsApp admin privileges to access this page.',
  admin: 'You need admin privileges to access this page.',
  moderator: 'You need moderator privileges to access this page.',
};

/** Renders its children only for a user holding the role; everyone else sees the guard screen of SPEC.md §2. */
export function RequireRole({ requires, children }: { requires: Role; children: ReactNode }) {
  const { status, user } = useAuth();
  const allowed = useHasRole(requires);
  if (status === 'loading') return <AuthLoading />;
  if (allowed) return children;
  return <AccessDenied text={deniedText[requires]} signedIn={Boolean(user && !user.isAnonymous)} />;
}

function AccessDenied({ text, signedIn }: { text: string; signedIn: boolean }) {
  return (
    <section className="flex min-h-[60dvh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <LockKeyholeIcon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-2xl tracking-tight">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">{text}</p>
        <div className="mt-6 flex justify-center gap-2">
          <Link to="/" className={cn(buttonVariants({ variant: 'outline' }))}>
            Go home
          </Link>
          {signedIn ? null : (
            <Link to="/auth" className={cn(buttonVariants())}>
              Sign in
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
