import {
  AUTH_BROADCAST_CHANNEL,
  AuthPopupMessageSchema,
  type AuthPopupResult,
  OIDC_START_PATH,
  type OidcMode,
} from '#shared/contracts/identity';

/** Spec section 9: the provider's popup is 500 by 600. */
export const POPUP_WIDTH_PX = 500;
export const POPUP_HEIGHT_PX = 600;
/** Spec section 9: after the popup closes, its result may still be on its way for this long. */
export const POPUP_CLOSED_GRACE_MS = 8_000;
/** How often the page looks at popup.closed. */
export const POPUP_POLL_INTERVAL_MS = 500;

export type PopupOutcome = AuthPopupResult | { result: 'blocked' };

export const providerStartUrl = (mode: OidcMode, remember: boolean) =>
  `${OIDC_START_PATH}?${new URLSearchParams({ mode, remember: String(remember) }).toString()}`;

/** Centred over the current window, like the provider's own popups. */
const popupFeatures = () => {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH_PX) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT_PX) / 2);
  return `popup=yes,width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=${Math.round(left)},top=${Math.round(top)}`;
};

const resultOf = (data: unknown): AuthPopupResult | null => {
  const parsed = AuthPopupMessageSchema.safeParse(data);
  return parsed.success ? parsed.data.payload : null;
};

/**
 * Opens the sign-in popup and reports how it ended, once. Must run inside the click handler
 * itself: browsers block popups opened after an await. Returns a function that stops listening.
 */
export const openProviderPopup = (
  url: string,
  onOutcome: (outcome: PopupOutcome) => void,
): (() => void) => {
  const popup = window.open(url, 'foresight-provider-sign-in', popupFeatures());
  if (!popup) {
    onOutcome({ result: 'blocked' });
    return () => undefined;
  }
  let isSettled = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const channel =
    'BroadcastChannel' in window ? new BroadcastChannel(AUTH_BROADCAST_CHANNEL) : null;

  const stop = () => {
    isSettled = true;
    clearInterval(pollTimer);
    clearTimeout(graceTimer);
    channel?.close();
    window.removeEventListener('message', onWindowMessage);
  };
  const settle = (outcome: PopupOutcome) => {
    if (isSettled) return;
    stop();
    onOutcome(outcome);
  };
  const onResult = (data: unknown) => {
    const result = resultOf(data);
    if (!result) return;
    settle(result);
    // The result page closes itself, but a window that went through several pages may refuse a
    // script's close() (Chromium, under load); the page that opened it may always close it.
    if (!popup.closed) popup.close();
  };
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) onResult(event.data);
  };

  channel?.addEventListener('message', (event: MessageEvent) => onResult(event.data));
  window.addEventListener('message', onWindowMessage);
  const pollTimer = setInterval(() => {
    if (!popup.closed || graceTimer !== undefined) return;
    // The result page posts before it closes; give a late message its chance before giving up.
    graceTimer = setTimeout(() => settle({ result: 'cancelled' }), POPUP_CLOSED_GRACE_MS);
  }, POPUP_POLL_INTERVAL_MS);
  return stop;
};
