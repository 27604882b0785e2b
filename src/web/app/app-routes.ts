import type { RouteObject } from 'react-router';
import { projectItemRoutes } from './project-item-routes.ts';
import { projectRoutes } from './project-routes.ts';
import { page, soon } from './route-helpers.ts';

/** Every screen of SPEC.md §2 outside /admin, in the spec's order. */
export const appRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Home' },
    lazy: async () => ({ Component: (await import('./routes/home.tsx')).Component }),
  },
  page(
    'whatsapp',
    {
      title: 'WhatsApp',
      area: 'Messaging admin',
      icon: 'messaging',
      description:
        'The messaging-admin home: WhatsApp conversations waiting for an answer, and their history.',
    },
    () => import('./routes/whatsapp-admin.tsx'),
  ),
  page(
    'whatsapp-calls',
    {
      title: 'WhatsApp calls',
      area: 'Messaging admin',
      icon: 'messaging',
      description: 'Incoming and past WhatsApp calls, with who answered and for how long.',
    },
    () => import('./routes/whatsapp-admin.tsx'),
  ),
  page(
    'chat',
    {
      title: 'Chat',
      icon: 'chat',
      description:
        'Talk your idea through with the AI guide, which walks it from raw idea to a complete product plan.',
    },
    () => import('./routes/chat.tsx'),
  ),
  page(
    'chat/:sessionId',
    {
      title: 'Chat session',
      icon: 'chat',
      description:
        'Pick up a conversation where you left it, with its messages, diagrams and the documents it produced.',
    },
    () => import('./routes/chat.tsx'),
  ),
  page(
    'auth',
    {
      title: 'Sign in',
      icon: 'auth',
      description: 'Sign in with Google, GitHub or e-mail and password — or carry on anonymously.',
    },
    () => import('./routes/auth.tsx'),
  ),
  page(
    'auth/callback',
    {
      title: 'Finishing sign-in',
      icon: 'auth',
      description:
        'Completes the sign-in when you return from Google or GitHub and takes you back to your work.',
    },
    () => import('./routes/auth-callback.tsx'),
  ),
  page(
    'upgrade',
    {
      title: 'Upgrade your account',
      icon: 'upgrade',
      description: 'Turn your anonymous session into a full account and keep every chat and document.',
    },
    () => import('./routes/upgrade.tsx'),
  ),
  page('what', { title: 'Technical breakdown' }, () => import('./routes/what.tsx')),
  page('how', { title: 'Apps and web' }, () => import('./routes/how.tsx')),
  ...projectRoutes,
  ...projectItemRoutes,
  page(
    'diagram/:messageId',
    {
      title: 'Diagram',
      icon: 'diagram',
      description: 'A diagram from the chat, full size, ready to zoom, inspect and export.',
    },
    () => import('./routes/diagram.tsx'),
  ),
  soon('feature-mobile-mockup', {
    title: 'Mobile mockup',
    icon: 'mobile',
    description: 'A phone-sized preview of how a planned feature will look and behave.',
  }),
  soon('factory', {
    title: 'Factory',
    icon: 'factory',
    description: 'Where finished plans go to be built: track each idea from documents to shipped software.',
  }),
  page(
    'account',
    {
      title: 'Account',
      icon: 'account',
      area: 'Account',
      description: 'Your profile, sign-in methods and preferences.',
    },
    () => import('./routes/account.tsx'),
  ),
  page(
    'account/notifications',
    {
      title: 'Notifications',
      icon: 'notifications',
      area: 'Account',
      description:
        'Choose which categories reach you by push and e-mail, turn push on for this device, and test it.',
    },
    () => import('./routes/notification-settings.tsx'),
  ),
  page(
    'inbox',
    {
      title: 'Inbox',
      icon: 'inbox',
      description: 'Messages and updates addressed to you, newest first, ready to read, archive or act on.',
    },
    () => import('./routes/inbox.tsx'),
  ),
  page('privacy', { title: 'Privacy policy' }, () => import('./routes/privacy.tsx')),
  page('terms', { title: 'Terms of service' }, () => import('./routes/terms.tsx')),
  page(
    'delete-me',
    {
      title: 'Delete account',
      icon: 'delete',
      area: 'Account',
      description: 'Permanently delete your account with all its chats, projects and documents.',
    },
    () => import('./routes/delete-me.tsx'),
  ),
];
