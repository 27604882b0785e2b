import { AuthScreen } from '../../features/auth/components/auth-screen.tsx';

export function Component() {
  return <AuthScreen />;
}
