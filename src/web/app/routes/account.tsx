import { AccountScreen } from '../../features/account/components/account-screen.tsx';

export function Component() {
  return <AccountScreen />;
}
