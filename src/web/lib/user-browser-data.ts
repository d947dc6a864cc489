import { removeStorage } from './local-storage';

/*
 * What one signed-in person's work leaves in this browser: the calculator's last answers and
 * result, and the business they chose. It goes when they sign out (or their session ends) and when
 * another account signs in here, so the next person at a shared computer never sees it. A
 * visitor's answers stay when that visitor signs in: they are the new account's own. Device
 * preferences (language, cookie consent, accessibility settings) are not listed: they belong to
 * the device, not to the person. The modules that read and write these keys take the names from here.
 */
export const USER_LOCAL_STORAGE_KEYS = {
  lastCalculatorInput: 'lastCalculatorInput',
  currentBusinessId: 'currentBusinessId',
} as const;

export const USER_SESSION_STORAGE_KEYS = {
  calculatorResult: 'calculatorResult',
} as const;

const removeSessionStorage = (key: string) => {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Ignored: storage is unavailable, so nothing was kept.
  }
};

export const forgetUserBrowserData = () => {
  for (const key of Object.values(USER_LOCAL_STORAGE_KEYS)) removeStorage(key);
  for (const key of Object.values(USER_SESSION_STORAGE_KEYS)) removeSessionStorage(key);
};
