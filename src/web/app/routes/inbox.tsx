import { InboxScreen } from '../../features/notifications/components/inbox-screen.tsx';

export function Component() {
  return <InboxScreen />;
}
