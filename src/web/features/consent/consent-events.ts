// Apart from consent-storage.ts (which parses with Zod) so the footer's link costs nothing on the
// first load (docs/decisions/009).

/** Window event that opens the preferences dialog from anywhere (spec section 3). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings';

// The dialog loads with the shell's deferred extras; a request made before it listens is kept.
let listenerCount = 0;
let isRequestPending = false;

/** Opens the cookie preferences dialog (used by the footer's "Cookie Settings" link). */
export const openCookieSettings = () => {
  if (listenerCount === 0) isRequestPending = true;
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
};

/** Listens for open requests; one made before anything listened is answered at once. */
export const listenForCookieSettingsRequests = (onRequest: () => void) => {
  listenerCount += 1;
  window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onRequest);
  if (isRequestPending) {
    isRequestPending = false;
    onRequest();
  }
  return () => {
    listenerCount -= 1;
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onRequest);
  };
};
