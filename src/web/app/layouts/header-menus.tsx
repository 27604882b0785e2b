import { deferred } from '../../lib/deferred.tsx';
import { AccountButton, MenuButton } from './header-buttons.tsx';

/** The account menu and the phone navigation load after the first paint (they pull in Radix menus and dialogs). */
export const DeferredAccountMenu = deferred(
  async () => (await import('./account-menu.tsx')).AccountMenu,
  ({ onActivate }) => <AccountButton aria-haspopup="menu" onClick={onActivate} />,
);

export const DeferredMobileNav = deferred(
  async () => (await import('./mobile-nav.tsx')).MobileNav,
  ({ onActivate }) => <MenuButton aria-haspopup="dialog" onClick={onActivate} />,
);
