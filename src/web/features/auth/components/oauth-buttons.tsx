import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { providerLabel, signInWithProvider } from '../../../lib/auth/auth-actions.ts';
import type { OAuthProvider } from '../../../lib/auth/auth-api.ts';
import { toast } from '../../../lib/toast.ts';
import { GitHubIcon, GoogleIcon } from './provider-icons.tsx';

/**
 * "Continue with Google / GitHub" for the providers the server offers. `beforeRedirect` runs first (the upgrade
 * stores its pending-link marker there).
 */
export function OAuthButtons({
  providers,
  verb = 'Continue',
  beforeRedirect,
}: {
  providers: readonly OAuthProvider[];
  verb?: string;
  beforeRedirect?: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    setBusy(provider);
    try {
      await beforeRedirect?.();
      await signInWithProvider(provider);
    } catch {
      toast.error(`Failed to sign in with ${providerLabel(provider)}`);
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-2">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          size="lg"
          className="w-full text-sm"
          disabled={busy !== null}
          onClick={() => void start(provider)}
        >
          {busy === provider ? (
            <Spinner className="size-4" />
          ) : provider === 'google' ? (
            <GoogleIcon className="size-4" />
          ) : (
            <GitHubIcon className="size-4" />
          )}
          {verb} with {providerLabel(provider)}
        </Button>
      ))}
    </div>
  );
}

export function OrDivider({ label = 'or use your e-mail' }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase tracking-wide">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
