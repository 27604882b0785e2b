/**
 * Turnstile and hCaptcha widgets: their script is loaded once from the provider, then a widget is rendered into a
 * container; the token arrives in the callback.
 */
export type ThirdPartyProvider = 'turnstile' | 'hcaptcha';

interface WidgetApi {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'error-callback'?: () => void;
      'expired-callback'?: () => void;
      theme?: 'light' | 'dark' | 'auto';
    },
  ) => string | number;
  reset?: (id?: string | number) => void;
  remove?: (id?: string | number) => void;
}

const SCRIPTS: Record<ThirdPartyProvider, { src: string; global: 'turnstile' | 'hcaptcha' }> = {
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
};

const loading = new Map<ThirdPartyProvider, Promise<WidgetApi>>();

function loadApi(provider: ThirdPartyProvider): Promise<WidgetApi> {
  const existing = loading.get(provider);
  if (existing) return existing;
  const { src, global } = SCRIPTS[provider];
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const ready = () => {
      const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
      if (api) resolve(api);
      else reject(new Error(`The ${provider} script did not load`));
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => setTimeout(ready, 0);
    script.onerror = () => {
      loading.delete(provider);
      reject(new Error(`The ${provider} script did not load`));
    };
    document.head.append(script);
  });
  loading.set(provider, promise);
  return promise;
}

export interface RenderedWidget {
  remove: () => void;
  reset: () => void;
}

export async function renderThirdPartyWidget(
  provider: ThirdPartyProvider,
  siteKey: string,
  container: HTMLElement,
  handlers: { onToken: (token: string) => void; onError: () => void; onExpired: () => void },
): Promise<RenderedWidget> {
  const api = await loadApi(provider);
  const id = api.render(container, {
    sitekey: siteKey,
    callback: handlers.onToken,
    'error-callback': handlers.onError,
    'expired-callback': handlers.onExpired,
    theme: 'auto',
  });
  return { remove: () => api.remove?.(id), reset: () => api.reset?.(id) };
}

/** For sign-in behind the scenes: a small card at the bottom of the screen holds the widget until it answers. */
export async function renderThirdPartyOverlay(
  provider: ThirdPartyProvider,
  siteKey: string,
): Promise<string> {
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-label', 'Security check');
  overlay.className =
    'fixed inset-x-0 bottom-4 z-50 mx-auto w-fit max-w-[calc(100%-2rem)] rounded-xl border bg-card p-4 text-card-foreground shadow-lg';
  const caption = document.createElement('p');
  caption.className = 'mb-3 font-medium text-sm';
  caption.textContent = 'Quick security check before we start';
  const slot = document.createElement('div');
  overlay.append(caption, slot);
  document.body.append(overlay);
  try {
    return await new Promise<string>((resolve, reject) => {
      renderThirdPartyWidget(provider, siteKey, slot, {
        onToken: resolve,
        onError: () => reject(new Error('Security verification is required')),
        onExpired: () => reject(new Error('Security verification is required')),
      }).catch(reject);
    });
  } finally {
    overlay.remove();
  }
}
