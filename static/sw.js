// Rookery's service worker: shows a Web Push notification and opens the game when tapped.
self.addEventListener('push', function (event) {
  var data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = {title: 'Rookery'}; }
  event.waitUntil(self.registration.showNotification(data.title || 'Rookery', {
    body: data.body || '',
    data: {url: data.url || '/'},
    tag: 'rookery-' + (data.game || '')
  }));
});
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  event.waitUntil(clients.openWindow(event.notification.data.url));
});
