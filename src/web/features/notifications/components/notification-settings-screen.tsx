import { BellRingIcon, MonitorSmartphoneIcon, SendIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_PREFERENCE_CATEGORIES } from '../../../../domain/notification-api.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { toast } from '../../../lib/toast.ts';
import {
  sendTestNotification,
  usePreferences,
  usePushConfig,
  useSavePreference,
} from '../api/notifications.ts';
import { type PushState, usePushDevice } from '../hooks/use-push-device.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import { SignedOutPanel } from './signed-out-panel.tsx';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="mt-1 text-muted-foreground text-sm">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

const PUSH_TEXT: Record<PushState, string> = {
  checking: 'Checking this browser…',
  unsupported: 'This browser cannot receive push notifications.',
  'no-worker':
    'Push needs the installed app’s service worker, which has not started in this tab yet. Reload and try again.',
  denied:
    'Notifications are blocked for this site. Allow them in the browser’s site settings, then come back.',
  off: 'Push notifications are off on this device.',
  on: 'Push notifications are on for this device.',
};

const CHANNEL_LABELS: Record<string, string> = { in_app: 'In-app', push: 'Push', email: 'E-mail' };

function categoryInfo(id: string) {
  return NOTIFICATION_PREFERENCE_CATEGORIES.find((c) => c.id === id) ?? { id, label: id, description: '' };
}

/** /account/notifications: which categories reach you by push and e-mail, push on this device, and a test. */
export function NotificationSettingsScreen() {
  const { status, user } = useAuth();
  const preferences = usePreferences(Boolean(user));
  const save = useSavePreference();
  const push = usePushConfig(Boolean(user));
  const device = usePushDevice(push.data?.publicKey);
  const [testing, setTesting] = useState(false);

  if (status === 'loading') return <AuthLoading />;
  if (!user)
    return (
      <SignedOutPanel
        heading="Notifications"
        text="Sign in to choose how Ideaforge lets you know about things."
      />
    );

  const update = (category: string, channel: 'push' | 'email', value: boolean) => {
    const current = preferences.data?.find((p) => p.category === category);
    if (!current) return;
    save.mutate(
      { ...current, [channel]: value },
      { onError: (error) => toast.error(error.message || 'Could not save your notification settings') },
    );
  };

  const test = async () => {
    setTesting(true);
    try {
      const sent = await sendTestNotification();
      const outcomes = Object.entries(sent.metadata.channels ?? {}).map(
        ([channel, report]) =>
          `${CHANNEL_LABELS[channel] ?? channel}: ${report?.status === 'delivered' ? 'sent' : (report?.error ?? 'failed')}`,
      );
      const skipped = Object.keys(
        (sent.metadata.skippedChannels as Record<string, string> | undefined) ?? {},
      );
      toast.success('Test notification sent', {
        description: [...outcomes, ...skipped.map((c) => `${CHANNEL_LABELS[c] ?? c}: turned off`)].join(
          ' · ',
        ),
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to send notification');
    } finally {
      setTesting(false);
    }
  };

  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <div>
          <p className="text-muted-foreground text-sm">
            <Link to="/account" className="hover:underline">
              Account
            </Link>{' '}
            / Notifications
          </p>
          <h1 className="mt-1 font-semibold text-3xl tracking-tight">Notifications</h1>
          <p className="mt-1 text-muted-foreground text-sm">
            Everything always arrives in your{' '}
            <Link to="/inbox" className="font-medium text-primary hover:underline">
              inbox
            </Link>
            . Choose what also reaches you by push and e-mail.
          </p>
        </div>

        <Section title="Channels by category" description="In-app notifications are always on.">
          {preferences.isPending ? (
            <div className="flex items-center gap-2 text-muted-foreground text-sm">
              <Spinner className="size-4" /> Loading...
            </div>
          ) : preferences.isError ? (
            <div role="alert" className="flex items-center gap-3 text-sm">
              {preferences.error.message}
              <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="pb-2 font-medium">
                    Category
                  </th>
                  <th scope="col" className="w-16 pb-2 text-center font-medium sm:w-20">
                    Push
                  </th>
                  <th scope="col" className="w-16 pb-2 text-center font-medium sm:w-20">
                    E-mail
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {preferences.data.map((preference) => {
                  const info = categoryInfo(preference.category);
                  return (
                    <tr key={preference.category} data-testid={`preference-${preference.category}`}>
                      <th scope="row" className="py-3 pr-3 text-left font-normal">
                        <span className="block font-medium">{info.label}</span>
                        <span className="block text-muted-foreground text-xs">{info.description}</span>
                      </th>
                      <td className="py-3 text-center">
                        <ChannelSwitch
                          label={`Push for ${info.label}`}
                          checked={preference.push}
                          onChange={(value) => update(preference.category, 'push', value)}
                        />
                      </td>
                      <td className="py-3 text-center">
                        <ChannelSwitch
                          label={`E-mail for ${info.label}`}
                          checked={preference.email}
                          onChange={(value) => update(preference.category, 'email', value)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </Section>

        <Section
          title="Push on this device"
          description={`Alerts from Ideaforge even when the tab is closed.${push.data ? ` Devices subscribed: ${push.data.subscriptions}.` : ''}`}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm" data-testid="push-state">
              <MonitorSmartphoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {PUSH_TEXT[device.state]}
            </p>
            {device.state === 'on' ? (
              <Button variant="outline" onClick={() => void device.disable()} disabled={device.busy}>
                Turn off on this device
              </Button>
            ) : device.state === 'off' || device.state === 'no-worker' ? (
              <Button
                onClick={() => void device.enable().catch((e: Error) => toast.error(e.message))}
                disabled={device.busy || !push.data}
              >
                <BellRingIcon aria-hidden="true" />
                Turn on push
              </Button>
            ) : null}
          </div>
        </Section>

        <Section
          title="Test"
          description="Sends you a notification over every channel your “General” settings allow."
        >
          <Button variant="outline" onClick={() => void test()} disabled={testing}>
            {testing ? <Spinner className="size-4" /> : <SendIcon aria-hidden="true" />}
            Send a test notification
          </Button>
        </Section>
      </div>
    </PageContainer>
  );
}
