// Phone notifications (Web Push) on the settings page: subscribes this browser with the
// server's VAPID key and sends the subscription with the page's CSRF token. The page works
// without it (the button stays hidden). Its words are the page's, in the reader's language
// (the box's data-on, data-refused and data-failed).
(function () {
  var box = document.getElementById('push-box');
  if (!box || !('serviceWorker' in navigator) || !('PushManager' in window)) return;
  var button = document.getElementById('push-subscribe');
  var status = document.getElementById('push-status');
  button.hidden = false;
  function key(b64) {
    var s = (b64 + '='.repeat((4 - b64.length % 4) % 4)).replace(/-/g, '+').replace(/_/g, '/');
    var raw = atob(s), out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }
  function b64(buf) {
    var s = String.fromCharCode.apply(null, new Uint8Array(buf));
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  button.addEventListener('click', function () {
    navigator.serviceWorker.register(box.dataset.worker).then(function (reg) {
      return reg.pushManager.subscribe({userVisibleOnly: true, applicationServerKey: key(box.dataset.key)});
    }).then(function (sub) {
      var body = new URLSearchParams();
      body.set('csrf', box.dataset.csrf);
      body.set('endpoint', sub.endpoint);
      body.set('p256dh', b64(sub.getKey('p256dh')));
      body.set('auth', b64(sub.getKey('auth')));
      return fetch('/settings/api/push', {method: 'POST', body: body, credentials: 'same-origin'});
    }).then(function (r) {
      status.textContent = r.ok ? box.dataset.on : box.dataset.refused;
    }).catch(function (e) {
      status.textContent = box.dataset.failed + ' ' + e;
    });
  });
})();
