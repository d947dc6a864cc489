import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_CONSENT_CHOICE,
  openCookieSettings,
  type ConsentChoice,
  type CookieConsent as SavedConsent,
} from '../consent-storage';
import { listenForCookieSettingsRequests } from '../consent-events';
import { reloadCookieConsent, saveCookieConsent, useCookieConsent } from '../consent-store';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

type CookieConsentProps = {
  /** Called after Save Preferences has stored the choice (spec section 4). */
  onClose?: () => void;
};

const choiceOf = (consent: SavedConsent | null): ConsentChoice =>
  consent ? { analytics: consent.analytics, marketing: consent.marketing } : DEFAULT_CONSENT_CHOICE;

// When the banner that held the focus disappears, focus lands on the page rather than on <body>.
const focusMainContent = () =>
  document.getElementById('main-content')?.focus({ preventScroll: true });

/** The banner (only without a saved consent) and the preferences dialog, opened by Customize or
 * by the window event `open-cookie-settings`. */
export const CookieConsent = ({ onClose }: CookieConsentProps) => {
  const consent = useCookieConsent();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(() => choiceOf(consent));
  const openerRef = useRef<Element | null>(null);

  // Customize and the footer link both go through the event, so there is one way to open it.
  useEffect(() => {
    const onOpenRequest = () => {
      openerRef.current = document.activeElement;
      setChoice(choiceOf(reloadCookieConsent()));
      setIsDialogOpen(true);
    };
    return listenForCookieSettingsRequests(onOpenRequest);
  }, []);

  const saveFromBanner = (next: ConsentChoice) => {
    saveCookieConsent(next);
    focusMainContent();
  };

  const onSave = () => {
    saveCookieConsent(choice);
    setIsDialogOpen(false);
    onClose?.();
  };

  // The dialog has no Radix trigger, so focus goes back by hand: to whatever opened it, or to the
  // page when that was the banner that has just gone.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
      opener.focus();
    } else {
      focusMainContent();
    }
  };

  return (
    <>
      {consent === null ? (
        <CookieBanner
          onAcceptAll={() => saveFromBanner({ analytics: true, marketing: true })}
          onRejectAll={() => saveFromBanner({ analytics: false, marketing: false })}
          onCustomize={openCookieSettings}
        />
      ) : null}
      <CookiePreferencesDialog
        isOpen={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        choice={choice}
        onChoiceChange={setChoice}
        onSave={onSave}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
};
