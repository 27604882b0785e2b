import { MoonIcon, SunIcon } from 'lucide-react';
import { useTheme } from 'next-themes';
import { Button } from './ui/button.tsx';

/** Switches between light and dark (SPEC.md §2); "system" stays the default until the user picks one. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <SunIcon className="size-5 dark:hidden" aria-hidden="true" />
      <MoonIcon className="hidden size-5 dark:block" aria-hidden="true" />
    </Button>
  );
}
