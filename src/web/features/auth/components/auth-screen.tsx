import { CheckIcon, SparklesIcon } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { uiText } from '../../../../domain/messages.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuthOptions } from '../hooks/use-auth-options.ts';
import { SignInForm, SignUpForm } from './email-password-form.tsx';
import { OAuthButtons, OrDivider } from './oauth-buttons.tsx';
import { Tabs, tabPanelProps } from './tabs.tsx';

type Mode = 'sign-in' | 'sign-up';

const TABS = [
  { value: 'sign-in', label: 'Sign in' },
  { value: 'sign-up', label: 'Create account' },
] as const;

const BENEFITS = [
  'Your chats, documents and projects on every device',
  'Notifications when your plan moves forward',
  'Anonymous work so far comes with you',
];

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** /auth: sign in or create an account, by e-mail or with Google or GitHub. */
export function AuthScreen() {
  const { status, user } = useAuth();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const navigate = useNavigate();
  const options = useAuthOptions();
  const idBase = useId();

  if (status === 'loading') return <AuthLoading />;

  const setMode = (next: Mode) => {
    const updated = new URLSearchParams(params);
    if (next === 'sign-up') updated.set('tab', 'sign-up');
    else updated.delete('tab');
    setParams(updated, { replace: true });
  };

  const done = (to: string) => {
    toast.success(uiText.signedIn);
    navigate(to, { replace: true });
  };

  const signedIn = user && !user.isAnonymous;

  return (
    <PageContainer className="grid flex-1 items-center gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
      <section className="hidden lg:block">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">Your account</p>
        <p className="mt-3 text-balance font-semibold text-4xl tracking-tight">
          Keep every idea you shape, wherever you are
        </p>
        <ul className="mt-8 grid gap-4 text-muted-foreground">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <CheckIcon className="size-4" aria-hidden="true" />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto w-full max-w-md rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 className="font-semibold text-2xl tracking-tight">
          {mode === 'sign-in' ? 'Sign in' : 'Create your account'}
        </h1>
        <p className="mt-1.5 text-muted-foreground text-sm">
          {mode === 'sign-in'
            ? 'Welcome back. Pick up your ideas where you left them.'
            : 'Free, and everything you write stays yours.'}
        </p>

        {signedIn ? (
          <div className="mt-6 grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
            <p>
              You are signed in as <strong>{user.name}</strong>.
            </p>
            <div className="flex flex-wrap gap-2">
              <Link to="/account" className={cn(buttonVariants({ size: 'sm' }))}>
                Go to your account
              </Link>
              <Link to="/" className={cn(buttonVariants({ size: 'sm', variant: 'outline' }))}>
                Home
              </Link>
            </div>
          </div>
        ) : (
          <div className="mt-6 grid gap-5">
            {user?.isAnonymous ? (
              <p className="flex items-start gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm">
                <SparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  You are using Ideaforge anonymously.{' '}
                  <Link to="/upgrade" className="font-medium text-primary underline-offset-4 hover:underline">
                    Upgrade instead
                  </Link>{' '}
                  to keep your chats in a new account.
                </span>
              </p>
            ) : null}
            <Tabs idBase={idBase} tabs={TABS} value={mode} onChange={setMode} label="Sign in or sign up" />
            <div {...tabPanelProps(idBase, mode)} className="grid gap-5">
              {options.data?.providers.length ? (
                <>
                  <OAuthButtons providers={options.data.providers} />
                  <OrDivider />
                </>
              ) : null}
              {mode === 'sign-in' ? (
                <SignInForm onSignedIn={() => done(safeRedirect(params.get('redirect')))} />
              ) : options.isPending ? (
                <div className="h-72" aria-hidden="true" />
              ) : (
                <SignUpForm captcha={options.data?.captcha} onSignedUp={() => done('/')} />
              )}
            </div>
          </div>
        )}
        <p className="mt-6 text-center text-muted-foreground text-xs">
          By continuing you agree to the{' '}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            terms
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            privacy policy
          </Link>
          .
        </p>
      </div>
    </PageContainer>
  );
}
