import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { uiText } from '../../../../domain/messages.ts';
import { providerLabel } from '../../../lib/auth/auth-actions.ts';
import type { OAuthProvider } from '../../../lib/auth/auth-api.ts';
import { completePendingLink, readPendingLink } from '../../../lib/auth/pending-link.ts';
import { refreshAuth } from '../../../lib/auth/session.ts';
import { toast } from '../../../lib/toast.ts';

/** SPEC.md §9: the OAuth return polls the session every second, up to 60 times. */
export const SESSION_POLL_INTERVAL_MS = 1000;
export const SESSION_POLL_ATTEMPTS = 60;

export const SIGN_IN_ERROR_TEXT = 'An error occurred during sign in';
const UPGRADE_PARTIAL_TEXT = 'Account upgrade completed, but there was an issue transferring your data.';

export type CallbackPhase = 'waiting' | 'linking' | 'failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function providerFrom(value: string | null): OAuthProvider | null {
  return value === 'google' || value === 'github' ? value : null;
}

/**
 * /auth/callback: waits for the session the provider's redirect created, runs the pending-link step of an upgrade,
 * says how it went, and moves on. A provider error (`?error=`) goes back to /auth with the failure toast.
 */
export function useOAuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CallbackPhase>('waiting');
  const [attempt, setAttempt] = useState(0);
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    let cancelled = false;
    const provider = providerFrom(params.get('provider'));
    const fail = () => {
      toast.error(provider ? `Failed to sign in with ${providerLabel(provider)}` : SIGN_IN_ERROR_TEXT);
      setPhase('failed');
      navigate('/auth', { replace: true });
    };

    void (async () => {
      if (params.get('error')) return fail();
      const marker = readPendingLink();
      for (let tries = 1; tries <= SESSION_POLL_ATTEMPTS && !cancelled; tries++) {
        setAttempt(tries);
        const snapshot = await refreshAuth();
        const user = snapshot.user;
        // An upgrade's anonymous session is still "a session": wait for the new account.
        if (user && !user.isAnonymous && user.id !== marker?.anonymousUserId) {
          if (marker) {
            setPhase('linking');
            const outcome = await completePendingLink(user.id);
            await refreshAuth();
            if (outcome === 'failed') toast.error(UPGRADE_PARTIAL_TEXT);
            else toast.success(outcome === 'linked' ? uiText.accountUpgraded : uiText.signedIn);
          } else {
            toast.success(uiText.signedIn);
          }
          if (!cancelled) navigate('/', { replace: true });
          return;
        }
        if (tries < SESSION_POLL_ATTEMPTS) await wait(SESSION_POLL_INTERVAL_MS);
      }
      if (!cancelled) {
        toast.error(SIGN_IN_ERROR_TEXT);
        setPhase('failed');
        navigate('/auth', { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [params, navigate]);

  return { phase, attempt };
}
