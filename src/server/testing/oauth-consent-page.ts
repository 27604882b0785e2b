/*
 * The local OAuth provider's sign-in and consent page (tests only): what Google's account chooser or GitHub's
 * "Authorize application" page is to a real user. The browser test fills in who it is and clicks Allow or Cancel;
 * the form posts back to the authorize endpoint with the original request's parameters.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function consentPage(options: {
  provider: 'google' | 'github';
  action: string;
  params: URLSearchParams;
}): string {
  const label = options.provider === 'google' ? 'Google' : 'GitHub';
  const hidden = [...options.params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>Sign in with ${label} (local test provider)</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
    main { max-width: 24rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: .75rem;
      box-shadow: 0 1px 3px rgb(0 0 0 / .1); }
    label { display: block; margin-top: 1rem; font-size: .875rem; font-weight: 600; }
    input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem;
      border: 1px solid #a1a1aa; border-radius: .375rem; font: inherit; }
    .actions { display: flex; gap: .5rem; margin-top: 1.5rem; }
    button { flex: 1; padding: .6rem; border-radius: .375rem; font: inherit; cursor: pointer;
      border: 1px solid #18181b; background: #fff; color: #18181b; }
    button[value=allow] { background: #18181b; color: #fff; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in with ${label}</h1>
    <p>Local test provider: choose who you are, then allow the application to see your name, e-mail address and
      picture.</p>
    <form method="post" action="${escapeHtml(options.action)}">
      ${hidden}
      <label for="name">Name</label>
      <input id="name" name="name" type="text" autocomplete="name" required>
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" required>
      <div class="actions">
        <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
        <button type="submit" name="decision" value="allow">Allow</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}

/** A small picture for an identity, so the app's avatar shows a real image. */
export function avatarSvg(initial: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" fill="hsl(${hue} 60% 45%)"/>
<text x="48" y="62" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${escapeHtml(initial)}</text>
</svg>`;
}
