/** A minimal browser cookie jar for driving redirects through the app in tests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial = '') {
    for (const part of initial.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name) this.cookies.set(name, rest.join('='));
    }
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
