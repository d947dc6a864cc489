// The last page of the sign-in popup (a static file: the CSP allows no inline script). It tells
// the page that opened the popup how sign-in ended, through a BroadcastChannel (which works even
// when the browser cut the opener link) and postMessage, then closes itself. Opened as a normal
// tab (a bookmarked or reloaded address), it cannot close, so it goes on to the app.
const CHANNEL = 'foresight-auth';
/**
 * Long enough for window.close() to take effect even on a busy machine (a navigation started
 * before the close lands cancels it: at 500 ms a loaded test machine kept the popup open); a tab
 * that is still here after that is no popup.
 */
const CLOSE_FALLBACK_MS = 3000;

const params = new URLSearchParams(window.location.search);
const result = params.get('result');
const payload =
  result === 'ok' || result === 'cancelled'
    ? { result }
    : { result: 'error', code: params.get('code') ?? 'SIGN_IN_PROVIDER_FAILED' };
const message = { type: CHANNEL, payload };

if ('BroadcastChannel' in window) {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}
try {
  window.opener?.postMessage(message, window.location.origin);
} catch {
  // The opener went to another site; the broadcast above has already told the app.
}
window.close();
setTimeout(() => {
  window.location.replace(payload.result === 'ok' ? '/' : '/auth');
}, CLOSE_FALLBACK_MS);
