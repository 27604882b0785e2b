import { NotificationSettingsScreen } from '../../features/notifications/components/notification-settings-screen.tsx';

export function Component() {
  return <NotificationSettingsScreen />;
}
