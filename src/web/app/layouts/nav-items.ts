import { FolderKanbanIcon, InboxIcon, type LucideIcon, MessageSquareTextIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const primaryNav: readonly NavItem[] = [
  { to: '/chat', label: 'Chat', icon: MessageSquareTextIcon },
  { to: '/projects', label: 'Projects', icon: FolderKanbanIcon },
  { to: '/inbox', label: 'Inbox', icon: InboxIcon },
];

export const footerNav: readonly { to: string; label: string }[] = [
  { to: '/what', label: 'How it works' },
  { to: '/how', label: 'Apps and web' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];
