import type { ReactNode } from 'react';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { useAuth } from './session.ts';

export const AUTH_LOADING_TEXT = 'Authentication state loading...';

/** While the session is being read, a protected screen shows this instead of flashing a signed-out view. */
export function AuthLoading() {
  return <LoadingScreen label={AUTH_LOADING_TEXT} />;
}

/** Renders children once the session is known (signed in or not); the screen decides what each case shows. */
export function AuthReady({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <AuthLoading />;
  return children;
}
