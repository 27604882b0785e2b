import { useCallback, useEffect, useRef, useState } from 'react';
import { type CaptchaConfig, siteKeyFor, solveAltcha } from '../../../lib/auth/captcha.ts';

export type CaptchaState = 'off' | 'idle' | 'verifying' | 'verified' | 'error';

/**
 * The sign-up captcha. ALTCHA solves its proof of work in the browser (started when the form shows, so it is
 * usually done before the user is); Turnstile and hCaptcha render their widget into `containerRef`. A token is
 * used once: `take()` hands it over (and solves one first when needed).
 */
export function useCaptcha(config: CaptchaConfig | undefined) {
  const provider = config?.provider ?? 'off';
  const [state, setState] = useState<CaptchaState>(provider === 'off' ? 'off' : 'idle');
  const token = useRef<string | null>(null);
  const solving = useRef<Promise<string> | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const widget = useRef<{ reset: () => void; remove: () => void } | null>(null);

  const solve = useCallback((): Promise<string> => {
    solving.current ??= solveAltcha()
      .then((value) => {
        token.current = value;
        setState('verified');
        return value;
      })
      .catch((error: unknown) => {
        setState('error');
        throw error;
      })
      .finally(() => {
        solving.current = null;
      });
    setState('verifying');
    return solving.current;
  }, []);

  useEffect(() => {
    setState(provider === 'off' ? 'off' : 'idle');
    token.current = null;
    if (provider === 'altcha') {
      solve().catch(() => {});
      return;
    }
    if ((provider !== 'turnstile' && provider !== 'hcaptcha') || !config) return;
    const siteKey = siteKeyFor(config);
    const container = containerRef.current;
    if (!siteKey || !container) {
      setState('error');
      return;
    }
    let cancelled = false;
    import('../../../lib/auth/third-party-captcha.ts')
      .then(({ renderThirdPartyWidget }) =>
        renderThirdPartyWidget(provider, siteKey, container, {
          onToken: (value) => {
            token.current = value;
            setState('verified');
          },
          onError: () => setState('error'),
          onExpired: () => {
            token.current = null;
            setState('idle');
          },
        }),
      )
      .then((rendered) => {
        if (cancelled) rendered.remove();
        else widget.current = rendered;
      })
      .catch(() => setState('error'));
    return () => {
      cancelled = true;
      widget.current?.remove();
      widget.current = null;
    };
  }, [provider, config, solve]);

  /** The token for one request, or null when the captcha is off; throws when the user has not passed it. */
  const take = useCallback(async (): Promise<string | null> => {
    if (provider === 'off') return null;
    let value = token.current;
    if (!value && provider === 'altcha') value = await solve();
    if (!value) throw new Error('Security verification is required');
    token.current = null;
    // ALTCHA solves the next one on the next submit; a third-party widget asks the user again.
    setState('idle');
    if (provider !== 'altcha') widget.current?.reset();
    return value;
  }, [provider, solve]);

  const retry = useCallback(() => {
    if (provider === 'altcha') solve().catch(() => {});
    else widget.current?.reset();
  }, [provider, solve]);

  return { provider, state, take, retry, containerRef };
}
