import { UpgradeScreen } from '../../features/auth/components/upgrade-screen.tsx';

export function Component() {
  return <UpgradeScreen />;
}
