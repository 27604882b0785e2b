// Runs before first paint: applies the theme saved by next-themes (localStorage "theme": light | dark | system).
(() => {
  try {
    const saved = localStorage.getItem('theme') || 'system';
    const dark =
      saved === 'dark' || (saved === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    const root = document.documentElement;
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage blocked (private mode, sandbox): the app still starts with the system theme.
  }
})();
