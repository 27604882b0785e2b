import {
  BellIcon,
  ChevronRightIcon,
  FileTextIcon,
  LogOutIcon,
  MonitorSmartphoneIcon,
  ShieldCheckIcon,
  SparklesIcon,
  Trash2Icon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { signOut, signOutEverywhere } from '../../../lib/auth/auth-actions.ts';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useMe } from '../api/account.ts';
import { NameForm } from './name-form.tsx';
import { ProfileCard } from './profile-card.tsx';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 className="font-semibold text-lg">{title}</h2>
      {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const LINKS = [
  { to: '/account/notifications', label: 'Notifications', icon: BellIcon },
  { to: '/privacy', label: 'Privacy policy', icon: ShieldCheckIcon },
  { to: '/terms', label: 'Terms of service', icon: FileTextIcon },
];

export function SignedOutNote({ heading, text }: { heading: string; text: string }) {
  return (
    <PageContainer className="flex flex-1 justify-center py-10 sm:py-16">
      <div className="w-full max-w-xl">
        <h1 className="font-semibold text-3xl tracking-tight">{heading}</h1>
        <div className="mt-6 grid gap-4 rounded-lg border bg-muted/40 p-5 text-sm">
          <p>{text}</p>
          <div>
            <Link to="/auth" className={cn(buttonVariants())}>
              Sign in
            </Link>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}

/** /account: profile, name, sign-in method, sign out (here or everywhere) and the account's other pages. */
export function AccountScreen() {
  const { status, user } = useAuth();
  const me = useMe(Boolean(user));
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'here' | 'everywhere' | null>(null);

  if (status === 'loading') return <AuthLoading />;
  if (!user)
    return (
      <SignedOutNote
        heading="Account"
        text="You are not signed in. Sign in to see your profile, or start a chat without an account."
      />
    );

  const run = async (which: 'here' | 'everywhere') => {
    setBusy(which);
    try {
      await (which === 'here' ? signOut() : signOutEverywhere());
      toast.success(which === 'here' ? 'Signed out' : 'Signed out on every device');
      navigate('/', { replace: true });
    } catch {
      toast.error('Could not sign out. Please try again.');
      setBusy(null);
    }
  };

  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="mx-auto grid max-w-3xl gap-6">
        <header>
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">Your account</p>
          <h1 className="mt-2 font-semibold text-3xl tracking-tight">Account</h1>
        </header>

        {user.isAnonymous ? (
          <div className="flex flex-col gap-3 rounded-2xl border border-primary/25 bg-primary/5 p-5 sm:flex-row sm:items-center">
            <SparklesIcon className="size-6 shrink-0 text-primary" aria-hidden="true" />
            <p className="flex-1 text-sm">
              You are using an anonymous account. Upgrade to keep your chats safe and use them on any device.
            </p>
            <Link to="/upgrade" className={cn(buttonVariants())}>
              Upgrade account
            </Link>
          </div>
        ) : null}

        <Section title="Profile">
          {me.isPending ? (
            <LoadingScreen className="min-h-32" />
          ) : me.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-destructive">Could not load your profile.</span>
              <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <div className="grid gap-6">
              <ProfileCard me={me.data} />
              <div className="border-t pt-5">
                <NameForm current={me.data.profile?.fullName ?? me.data.user.name} />
              </div>
            </div>
          )}
        </Section>

        <Section title="Sessions" description="Sign out of this browser, or of every device you used.">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" disabled={busy !== null} onClick={() => void run('here')}>
              <LogOutIcon aria-hidden="true" />
              {busy === 'here' ? 'Signing out…' : 'Sign out'}
            </Button>
            <Button variant="outline" disabled={busy !== null} onClick={() => void run('everywhere')}>
              <MonitorSmartphoneIcon aria-hidden="true" />
              {busy === 'everywhere' ? 'Signing out…' : 'Sign out everywhere'}
            </Button>
          </div>
        </Section>

        <nav aria-label="Account pages" className="overflow-hidden rounded-2xl border bg-card shadow-sm">
          <ul className="divide-y">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 px-5 py-4 text-sm outline-none transition-colors hover:bg-accent/50 focus-visible:bg-accent/50"
                >
                  <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                  <span className="flex-1 font-medium">{label}</span>
                  <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/delete-me"
                className="flex items-center gap-3 px-5 py-4 text-destructive text-sm outline-none transition-colors hover:bg-destructive/5 focus-visible:bg-destructive/5"
              >
                <Trash2Icon className="size-5" aria-hidden="true" />
                <span className="flex-1 font-medium">Delete account</span>
                <ChevronRightIcon className="size-4" aria-hidden="true" />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </PageContainer>
  );
}
