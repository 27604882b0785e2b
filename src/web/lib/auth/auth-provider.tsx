import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { type Role, RolesContext } from '../roles.ts';
import { useAuth } from './session.ts';

const AuthErrorScreen = lazy(async () => ({
  default: (await import('../../components/auth-error-screen.tsx')).AuthErrorScreen,
}));

/**
 * Starts the session read on mount, hands the user's roles to RolesContext, and replaces the app with the
 * "Authentication Error" screen when the session could not be read at start-up (SPEC.md §2).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, roles, error } = useAuth();
  const value = useMemo(() => roles as Role[], [roles]);
  if (status === 'error')
    return (
      <Suspense fallback={null}>
        <AuthErrorScreen error={error} />
      </Suspense>
    );
  return <RolesContext.Provider value={value}>{children}</RolesContext.Provider>;
}
