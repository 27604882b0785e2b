import { CheckCircle2Icon, RotateCwIcon, ShieldIcon, TriangleAlertIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CaptchaState } from '../hooks/use-captcha.ts';

const altchaText: Record<Exclude<CaptchaState, 'off'>, string> = {
  idle: 'Security check',
  verifying: 'Checking you are human…',
  verified: 'Verified — you are human',
  error: 'The security check failed',
};

/** The captcha's place in the form: ALTCHA's status line, or the third-party widget's container. */
export function CaptchaBox({
  provider,
  state,
  containerRef,
  onRetry,
}: {
  provider: string;
  state: CaptchaState;
  containerRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
}) {
  if (provider === 'off') return null;
  if (provider !== 'altcha')
    return (
      <div className="grid gap-2">
        <div ref={containerRef} className="min-h-16" data-testid="captcha-widget" />
        {state === 'error' ? (
          <p className="text-destructive text-sm">
            The security check could not load. Please reload the page.
          </p>
        ) : null}
      </div>
    );
  const label = state === 'off' ? '' : altchaText[state];
  return (
    <div
      className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm"
      data-testid="captcha-altcha"
      data-state={state}
    >
      {state === 'verified' ? (
        <CheckCircle2Icon className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      ) : state === 'error' ? (
        <TriangleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
      ) : state === 'verifying' ? (
        <Spinner className="size-5" />
      ) : (
        <ShieldIcon className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
      <span role="status" aria-live="polite" className="flex-1">
        {label}
      </span>
      {state === 'error' ? (
        <Button type="button" variant="ghost" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      ) : (
        <span className="text-muted-foreground text-xs">ALTCHA · private</span>
      )}
    </div>
  );
}
