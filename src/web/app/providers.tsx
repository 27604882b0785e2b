import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
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

/** Theme (SPEC.md §2: key "theme", default system), server state, the session and toasts (tooltips bring their own provider). */
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
        <AuthProvider>{children}</AuthProvider>
        <ToasterHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
