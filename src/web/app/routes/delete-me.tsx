import { DeleteAccountScreen } from '../../features/account/components/delete-account-screen.tsx';

export function Component() {
  return <DeleteAccountScreen />;
}
