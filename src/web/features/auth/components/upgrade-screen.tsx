import { CheckCircle2Icon, FileTextIcon, MessageSquareTextIcon, ShieldCheckIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { uiText } from '../../../../domain/messages.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { completePendingLink, storePendingLink } from '../../../lib/auth/pending-link.ts';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { getAuthSnapshot, useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuthOptions } from '../hooks/use-auth-options.ts';
import { SignUpForm } from './email-password-form.tsx';
import { OAuthButtons, OrDivider } from './oauth-buttons.tsx';

const KEPT = [
  { icon: MessageSquareTextIcon, text: 'Every chat and message you wrote' },
  { icon: FileTextIcon, text: 'The documents, projects and journey progress' },
  { icon: ShieldCheckIcon, text: 'Your notifications and settings' },
];

function Note({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 grid gap-4 rounded-lg border bg-muted/40 p-5 text-sm leading-relaxed">
      {children}
    </div>
  );
}

/** /upgrade: an anonymous user turns into a full account (e-mail or OAuth) and keeps everything. */
export function UpgradeScreen() {
  const { status, user } = useAuth();
  const options = useAuthOptions();
  const navigate = useNavigate();
  const [anonymousId] = useState(() => getAuthSnapshot().user?.id ?? null);

  if (status === 'loading') return <AuthLoading />;

  const remember = async () => {
    const id = user?.isAnonymous ? user.id : anonymousId;
    if (id) await storePendingLink(id);
  };

  const afterSignUp = async () => {
    const newUser = getAuthSnapshot().user;
    const outcome = newUser ? await completePendingLink(newUser.id) : 'failed';
    if (outcome === 'failed')
      toast.error('Account upgrade completed, but there was an issue transferring your data.');
    else toast.success(uiText.accountUpgraded);
    navigate('/', { replace: true });
  };

  return (
    <PageContainer className="flex flex-1 justify-center py-10 sm:py-16">
      <div className="w-full max-w-xl">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">Your account</p>
        <h1 className="mt-2 font-semibold text-3xl tracking-tight">Upgrade your account</h1>

        {!user ? (
          <Note>
            <p>
              Upgrading is for people who started anonymously. You are not signed in yet — start a chat to try
              Ideaforge without an account, or sign in if you already have one.
            </p>
            <div className="flex flex-wrap gap-2">
              <Link to="/auth" className={cn(buttonVariants())}>
                Sign in
              </Link>
              <Link to="/chat" className={cn(buttonVariants({ variant: 'outline' }))}>
                Start a chat
              </Link>
            </div>
          </Note>
        ) : !user.isAnonymous ? (
          <Note>
            <p className="flex items-start gap-2">
              <CheckCircle2Icon
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                aria-hidden="true"
              />
              <span>
                Good news: <strong>{user.name}</strong> is already a full account. There is nothing to
                upgrade.
              </span>
            </p>
            <div>
              <Link to="/account" className={cn(buttonVariants({ variant: 'outline' }))}>
                Go to your account
              </Link>
            </div>
          </Note>
        ) : (
          <>
            <p className="mt-3 text-muted-foreground leading-relaxed">
              You are working as <strong className="text-foreground">{user.name}</strong>. Create a full
              account to keep your work safe and reach it from any device — nothing is lost on the way.
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-3">
              {KEPT.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-2 rounded-lg border bg-card p-3 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
            <div className="mt-8 grid gap-5 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
              {options.data?.providers.length ? (
                <>
                  <OAuthButtons providers={options.data.providers} beforeRedirect={remember} />
                  <OrDivider label="or with e-mail and password" />
                </>
              ) : null}
              {options.isPending ? (
                <div className="h-72" aria-hidden="true" />
              ) : (
                <SignUpForm
                  captcha={options.data?.captcha}
                  submitLabel="Upgrade and keep my chats"
                  beforeSubmit={remember}
                  onSignedUp={afterSignUp}
                />
              )}
            </div>
          </>
        )}
      </div>
    </PageContainer>
  );
}
