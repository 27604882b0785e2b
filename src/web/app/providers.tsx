import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { TooltipProvider } from '../components/ui/tooltip-provider.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { subscribeToastRequests, toastsRequested } from '../lib/toast.ts';
import { useIdle } from '../lib/use-idle.ts';

const Toasters = lazy(async () => ({ default: (await import('./toasters.tsx')).Toasters }));

/** Mounts the toasters once the page is idle, or at once when something asks for a toast before that. */
function ToasterHost() {
  const idle = useIdle();
  const wanted = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  if (!idle && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasters />
    </Suspense>
  );
}

/** Theme (SPEC.md §2: key "theme", default system), server state, tooltips (700 ms), the session and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey="theme"
      disableTransitionOnChange
    >
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <AuthProvider>{children}</AuthProvider>
          <ToasterHost />
        </TooltipProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
