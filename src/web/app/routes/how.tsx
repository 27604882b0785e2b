import { GlobeIcon, type LucideIcon, MonitorIcon, SmartphoneIcon, WifiOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';

const platforms: readonly { icon: LucideIcon; name: string; text: string }[] = [
  {
    icon: GlobeIcon,
    name: 'Any browser',
    text: 'Open Ideaforge in a current Chrome, Edge, Firefox or Safari.',
  },
  {
    icon: SmartphoneIcon,
    name: 'Phone',
    text: 'Add it to your home screen and it opens full screen, like an app.',
  },
  {
    icon: MonitorIcon,
    name: 'Desktop',
    text: 'Install it from the address bar to get its own window and icon.',
  },
  { icon: WifiOffIcon, name: 'Offline', text: 'The app opens without a connection; chatting needs one.' },
];

export function Component() {
  return (
    <ContentPage
      eyebrow="Apps and web"
      title="Use Ideaforge anywhere"
      lead="There is nothing to download from a store. The same app runs in your browser and installs on your phone, tablet or computer in a few taps."
    >
      <ul className="!mt-10 !list-none !space-y-0 !pl-0 grid gap-3 sm:grid-cols-2">
        {platforms.map(({ icon: Icon, name, text }) => (
          <li key={name} className="flex gap-3 rounded-xl border bg-card p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="!mt-0 font-semibold text-foreground">{name}</p>
              <p className="!mt-1 text-muted-foreground text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2>Install it</h2>
      <h3>iPhone and iPad</h3>
      <ol>
        <li>Open Ideaforge in Safari.</li>
        <li>Tap the Share button, then “Add to Home Screen”.</li>
        <li>Start it from the new icon: it opens full screen, without the browser bar.</li>
      </ol>
      <h3>Android</h3>
      <ol>
        <li>Open Ideaforge in Chrome.</li>
        <li>Tap the menu (⋮), then “Install app” or “Add to Home screen”.</li>
      </ol>
      <h3>Windows, macOS and Linux</h3>
      <p>
        In Chrome or Edge, click the install icon at the right of the address bar, or choose “Install
        Ideaforge” from the browser menu. The app gets its own window, dock or taskbar icon, and an unread
        badge for notifications.
      </p>

      <h2>Updates</h2>
      <p>
        The app checks for a new version every two minutes while you are online. When one is ready, a banner
        at the bottom of the screen says <strong>New version available</strong>: press <strong>Update</strong>{' '}
        to switch straight away, or dismiss it and get the new version the next time you open the app. Your
        chats are kept on the server, so updating never loses work.
      </p>

      <h2>Phones, tablets and desktops</h2>
      <p>
        The layout adapts to your screen. On phones the navigation folds into a menu button; on tablets and
        desktops it sits in the header. Light and dark themes follow your system until you pick one with the
        theme button.
      </p>

      <h2>With or without an account</h2>
      <p>
        You can start chatting straight away: you get a friendly anonymous name and everything you write is
        saved to that anonymous account. <Link to="/upgrade">Upgrade to a full account</Link> at any time to
        keep your history and open it from every device.
      </p>
    </ContentPage>
  );
}
