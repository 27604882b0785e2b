import nodemailer from 'nodemailer';
import { getUserContact } from '../../db/repositories/notifications-channels-repository.ts';
import type { NotificationRow } from '../../db/schema.ts';
import { createUnsubscribeToken, unsubscribeUrl } from '../unsubscribe-token.ts';
import { describeError, type NotificationChannelModule } from './channel.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A relative action URL becomes an absolute link on the public address. */
function absoluteActionUrl(notification: NotificationRow, publicUrl: string): string | null {
  if (!notification.actionUrl) return null;
  return new URL(notification.actionUrl, publicUrl).toString();
}

/** `unsubscribe`: the one-click URL that turns this category's e-mails off for the recipient. */
export function renderNotificationEmail(
  notification: NotificationRow,
  publicUrl: string,
  unsubscribe: string,
) {
  const action = absoluteActionUrl(notification, publicUrl);
  const label = notification.actionLabel ?? 'Open in Ideaforge';
  const inbox = new URL('/inbox', publicUrl).toString();
  const text = [
    notification.title,
    '',
    notification.body,
    ...(action ? ['', `${label}: ${action}`] : []),
    '',
    `Your inbox: ${inbox}`,
    `Choose which e-mails you get: ${new URL('/account/notifications', publicUrl).toString()}`,
    `Unsubscribe from these e-mails: ${unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<h1 style="font-size:18px">${escapeHtml(notification.title)}</h1>
<p style="white-space:pre-wrap">${escapeHtml(notification.body)}</p>
${action ? `<p><a href="${escapeHtml(action)}" style="display:inline-block;padding:8px 14px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>` : ''}
<p style="font-size:12px;color:#666"><a href="${escapeHtml(inbox)}">Your inbox</a> ·
<a href="${escapeHtml(new URL('/account/notifications', publicUrl).toString())}">Notification settings</a> ·
<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>
</body></html>`;
  return { subject: notification.title, text, html };
}

/** E-mail through nodemailer to SMTP_URL; without it every e-mail delivery fails with a clear reason. */
export function createEmailChannel(options: {
  smtpUrl?: string;
  publicUrl: string;
  /** Signs the unsubscribe links (AUTH_SECRET). */
  linkSecret: string;
}): NotificationChannelModule {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = `Ideaforge <notifications@${new URL(options.publicUrl).hostname}>`;
  return {
    id: 'email',
    allowedBy: (preference) => preference.email,
    async deliver({ db, notification }) {
      if (!transport) return { status: 'failed', error: 'E-mail is not configured (SMTP_URL is not set)' };
      const contact = await getUserContact({ db, userId: notification.userId });
      if (!contact || contact.isAnonymous)
        return { status: 'failed', error: 'The recipient has no e-mail address' };
      const unsubscribe = unsubscribeUrl(
        options.publicUrl,
        createUnsubscribeToken(options.linkSecret, {
          userId: notification.userId,
          category: notification.category,
        }),
      );
      try {
        await transport.sendMail({
          from,
          to: { name: contact.name, address: contact.email },
          ...renderNotificationEmail(notification, options.publicUrl, unsubscribe),
          headers: {
            'X-Ideaforge-Notification': notification.id,
            // RFC 2369 + RFC 8058: mail clients offer "Unsubscribe" and POST to the URL in one click.
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        return { status: 'delivered' };
      } catch (error) {
        return { status: 'failed', error: describeError(error) };
      }
    },
  };
}
