/*
 * Web Push for the generated service worker (vite.config.ts imports this file into sw.js). The server's payload
 * is { id, title, body, icon, url, unreadCount } (src/server/notifications/channels/push-channel.ts).
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const shown = self.registration.showNotification(data.title || 'Ideaforge', {
    body: data.body || '',
    icon: data.icon || '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: data.id,
    data: { url: data.url || '/inbox' },
  });
  const badge =
    typeof data.unreadCount === 'number' && 'setAppBadge' in self.navigator
      ? (data.unreadCount > 0
          ? self.navigator.setAppBadge(data.unreadCount)
          : self.navigator.clearAppBadge()
        ).catch(() => undefined)
      : Promise.resolve();
  event.waitUntil(Promise.all([shown, badge]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/inbox', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
