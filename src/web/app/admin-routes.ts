import type { RouteObject } from 'react-router';
import { soon } from './route-helpers.ts';

const area = 'Admin';
/** The accounting provider's reports live beneath its home (SPEC.md §2 "{accounting}"). */
const xero = 'admin/xero';

/** The operator back office of SPEC.md §2. Access rules are the pages' own (the spec does not show them). */
export const adminRoutes: RouteObject[] = [
  soon('admin', {
    title: 'Admin',
    icon: 'admin',
    area,
    description: 'The operator back office: who is online, what they build, and how the business is doing.',
  }),
  soon('admin/sessions', {
    title: 'Sessions',
    icon: 'sessions',
    area,
    description: 'Live and recent chat sessions with their users, stages and presence.',
  }),
  soon('admin/projects/:projectId', {
    title: 'Project detail',
    icon: 'projects',
    area,
    description: "A user's project as the operator sees it: documents, chats and history.",
  }),
  soon('admin/co-browse/:sessionId', {
    title: 'Co-browse session',
    icon: 'cobrowse',
    area,
    description: 'Ask a user to share their screen and follow along live, with their consent.',
  }),
  soon('admin/notifications', {
    title: 'Send a notification',
    icon: 'notifications',
    area,
    description:
      'Write a notification and send it to one user, a role or everyone, in-app, by push or by e-mail.',
  }),
  soon(xero, {
    title: 'Xero',
    icon: 'finance',
    area,
    description: 'The accounting integration: connection status, bank accounts and the latest sync.',
  }),
  soon(`${xero}/pnl`, {
    title: 'Profit and loss',
    icon: 'finance',
    area,
    description: 'Income and expenses for a period, straight from the books.',
  }),
  soon(`${xero}/cash`, {
    title: 'Cash position',
    icon: 'finance',
    area,
    description: 'Balances of every bank account converted into the base currency (GBP).',
  }),
  soon(`${xero}/invoices`, {
    title: 'Invoices',
    icon: 'finance',
    area,
    description: 'Issued and received invoices with their status and amounts due.',
  }),
  soon(`${xero}/tax`, {
    title: 'Tax',
    icon: 'finance',
    area,
    description: 'VAT returns and the figures behind the latest one.',
  }),
  soon(`${xero}/directors-loans`, {
    title: "Directors' loans",
    icon: 'finance',
    area,
    description: "Money lent to and from the company's directors, with running balances.",
  }),
  soon(`${xero}/tax-settings`, {
    title: 'Tax settings',
    icon: 'settings',
    area,
    description: 'Tax rates and reporting settings read from the accounting provider.',
  }),
  soon('admin/early', {
    title: 'Early users',
    icon: 'users',
    area,
    description: 'The first people to try Ideaforge and how far their ideas got.',
  }),
  soon('admin/key-metrics', {
    title: 'Key metrics',
    icon: 'metrics',
    area,
    description: 'Sign-ups, active users, completed journeys and revenue over time.',
  }),
  soon('admin/requirements', {
    title: 'Requirements',
    icon: 'requirements',
    area,
    description: 'The product requirements behind Ideaforge itself, and their status.',
  }),
  soon('admin/bamboohr', {
    title: 'BambooHR',
    icon: 'integration',
    area,
    description: 'The HR integration: people, roles and time off.',
  }),
  soon('admin/cursor', {
    title: 'Cursor',
    icon: 'integration',
    area,
    description: 'The code-editor integration: hand a finished plan to an AI code editor.',
  }),
  soon('admin/linkedin', {
    title: 'LinkedIn',
    icon: 'integration',
    area,
    description: 'The LinkedIn integration: posts, reach and leads.',
  }),
  soon('admin/twitter', {
    title: 'Twitter',
    icon: 'integration',
    area,
    description: 'The Twitter integration: posts, mentions and engagement.',
  }),
  soon('admin/sync-jobs', {
    title: 'Sync jobs',
    icon: 'jobs',
    area,
    description: 'Scheduled and running background jobs, their history and their failures.',
  }),
  soon('admin/whatsapp', {
    title: 'WhatsApp',
    icon: 'messaging',
    area,
    description: 'The WhatsApp Business inbox: conversations, templates and delivery.',
  }),
  soon('admin/whatsapp/settings', {
    title: 'WhatsApp settings',
    icon: 'settings',
    area,
    description: 'Phone numbers, webhooks and who may answer WhatsApp conversations.',
  }),
  soon('admin/search', {
    title: 'Search',
    icon: 'search',
    area,
    description: 'Search across users, sessions, projects and documents.',
  }),
  soon('admin/seo', {
    title: 'SEO',
    icon: 'search',
    area,
    description: 'How the public pages rank and what to improve.',
  }),
  soon('admin/traffic', {
    title: 'Traffic',
    icon: 'traffic',
    area,
    description: 'Visits, sources and conversion from visitor to user.',
  }),
  soon('admin/sprint', {
    title: 'Sprint',
    icon: 'sprint',
    area,
    description: 'The current sprint: goals, work in progress and what shipped.',
  }),
];
