import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOAuthCallback } from '../hooks/use-oauth-callback.ts';

/** /auth/callback: the short wait after Google or GitHub sends the browser back. */
export function CallbackScreen() {
  const { phase, attempt } = useOAuthCallback();
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-sm text-center">
        <Spinner className="mx-auto size-8 border-[3px]" />
        <h1 className="mt-6 font-semibold text-2xl tracking-tight">Finishing sign-in</h1>
        <p role="status" aria-live="polite" className="mt-2 text-muted-foreground text-sm">
          {phase === 'linking'
            ? 'Moving your chats and documents to your account…'
            : attempt > 3
              ? 'Still waiting for your sign-in to complete…'
              : 'Confirming your sign-in…'}
        </p>
      </div>
    </section>
  );
}
