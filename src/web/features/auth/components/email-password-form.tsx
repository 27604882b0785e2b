import { type FormEvent, type ReactNode, useState } from 'react';
import { signInSchema, signUpSchema } from '../../../../domain/user.ts';
import { FormError, FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { signInWithEmail, signUpWithEmail } from '../../../lib/auth/auth-actions.ts';
import type { AuthOptions } from '../../../lib/auth/auth-api.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useSchemaForm } from '../hooks/use-form-errors.ts';
import { CaptchaBox } from './captcha-box.tsx';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An error occurred during sign in';
}

/** The busy flag and server error of a form whose submit runs `action`; the error is shown, never thrown. */
function useSubmission() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { serverError, clearServerError: () => setServerError(null), busy, submit };
}

function EmailField(props: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <FormField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function PasswordField(props: {
  value: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      label="Password"
      type="password"
      name="password"
      autoComplete={props.autoComplete}
      {...(props.hint ? { hint: props.hint } : {})}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full text-sm" disabled={busy}>
      {busy ? <Spinner className="size-4 border-primary-foreground/40 border-t-primary-foreground" /> : null}
      {children}
    </Button>
  );
}

/** E-mail and password sign-in, validated with the domain's form schema before anything is sent. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { serverError, clearServerError, busy, submit } = useSubmission();
  const { errors, validate, clear } = useSchemaForm(signInSchema);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clearServerError();
    const values = validate({ email, password });
    if (!values) return;
    await submit(async () => {
      await signInWithEmail(values);
      await onSignedIn();
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Sign in">
      <FormError message={serverError} />
      <EmailField
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          clear('email');
        }}
      />
      <PasswordField
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
      />
      <SubmitButton busy={busy}>Sign in</SubmitButton>
    </form>
  );
}

/** Sign-up: e-mail, password (8+ characters), an optional name, and the captcha when the server has one. */
export function SignUpForm({
  captcha,
  submitLabel = 'Create account',
  beforeSubmit,
  onSignedUp,
}: {
  captcha: AuthOptions['captcha'] | undefined;
  submitLabel?: string;
  beforeSubmit?: () => Promise<void>;
  onSignedUp: () => void | Promise<void>;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { serverError, clearServerError, busy, submit } = useSubmission();
  const { errors, validate, clear } = useSchemaForm(signUpSchema);
  const check = useCaptcha(captcha);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clearServerError();
    const values = validate({ email, password, name });
    if (!values) return;
    await submit(async () => {
      const token = await check.take();
      await beforeSubmit?.();
      await signUpWithEmail(values, token);
      await onSignedUp();
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Sign up">
      <FormError message={serverError} />
      <FormField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <EmailField
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          clear('email');
        }}
      />
      <PasswordField
        autoComplete="new-password"
        hint="At least 8 characters."
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
      />
      <CaptchaBox
        provider={check.provider}
        state={check.state}
        containerRef={check.containerRef}
        onRetry={check.retry}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
