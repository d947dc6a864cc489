import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '#shared/contracts/auth';
import {
  clearStoredUser,
  LOGIN_STATE_EVENT,
  type LoginStateDetail,
  storeSignedInUser,
  syncStoredUser,
} from './auth-storage';

const userA: User = {
  id: 'a-1',
  username: 'ayse',
  displayName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  emailVerified: true,
  photoURL: 'https://example.com/ayse.png',
  isAdmin: false,
};
const userB: User = {
  id: 'b-2',
  username: 'bora',
  displayName: null,
  email: null,
  emailVerified: false,
  photoURL: null,
  isAdmin: false,
};

// What a person's use of the calculator leaves behind, and what belongs to the device.
const leaveUserData = () => {
  localStorage.setItem('lastCalculatorInput', '{"sector":"retail"}');
  localStorage.setItem('currentBusinessId', 'business-of-a');
  sessionStorage.setItem('calculatorResult', '{"result":"of a"}');
};
const DEVICE_PREFERENCES = {
  language: 'tr',
  'cookie-consent': '{"necessary":true,"analytics":false,"marketing":false}',
  'accessibility-settings': '{"largeText":true}',
};
const setDevicePreferences = () => {
  for (const [key, value] of Object.entries(DEVICE_PREFERENCES)) localStorage.setItem(key, value);
};
const userDataLeft = () => ({
  lastCalculatorInput: localStorage.getItem('lastCalculatorInput'),
  currentBusinessId: localStorage.getItem('currentBusinessId'),
  calculatorResult: sessionStorage.getItem('calculatorResult'),
});
const NOTHING_LEFT = { lastCalculatorInput: null, currentBusinessId: null, calculatorResult: null };

const recordEvents = () => {
  const events: LoginStateDetail[] = [];
  const onChange = (event: Event) => events.push((event as CustomEvent<LoginStateDetail>).detail);
  window.addEventListener(LOGIN_STATE_EVENT, onChange);
  return { events, stop: () => window.removeEventListener(LOGIN_STATE_EVENT, onChange) };
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storeSignedInUser (every sign-in path, spec sections 3 and 4)', () => {
  it('sets every local key and announces the sign-in', () => {
    const { events, stop } = recordEvents();
    storeSignedInUser(userA, { rememberMe: true, now: 1_000 });
    stop();
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('userId')).toBe('a-1');
    expect(localStorage.getItem('username')).toBe('ayse');
    expect(localStorage.getItem('userEmail')).toBe('ayse@example.com');
    expect(localStorage.getItem('photoURL')).toBe('https://example.com/ayse.png');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(localStorage.getItem('sessionStartTime')).toBe('1000');
    expect(events).toEqual([{ isLoggedIn: true, username: 'ayse' }]);
  });

  it('leaves no key of the previous account behind when a user without e-mail or photo signs in', () => {
    storeSignedInUser(userA, { rememberMe: true });
    storeSignedInUser(userB);
    expect(localStorage.getItem('userId')).toBe('b-2');
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(localStorage.getItem('photoURL')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it("keeps a visitor's calculator answers when the visitor signs in", () => {
    leaveUserData();
    storeSignedInUser(userA);
    expect(userDataLeft()).toEqual({
      lastCalculatorInput: '{"sector":"retail"}',
      currentBusinessId: 'business-of-a',
      calculatorResult: '{"result":"of a"}',
    });
  });

  it("drops the previous account's data when another account signs in here", () => {
    setDevicePreferences();
    storeSignedInUser(userA);
    leaveUserData();
    storeSignedInUser(userB);
    expect(userDataLeft()).toEqual(NOTHING_LEFT);
    for (const [key, value] of Object.entries(DEVICE_PREFERENCES)) {
      expect(localStorage.getItem(key)).toBe(value);
    }
  });

  it('drops it too when the server reports another account (signed in from another tab)', () => {
    storeSignedInUser(userA);
    leaveUserData();
    syncStoredUser(userA);
    expect(userDataLeft().lastCalculatorInput).not.toBeNull();
    syncStoredUser(userB);
    expect(userDataLeft()).toEqual(NOTHING_LEFT);
  });
});

describe('clearStoredUser (logout and expiry)', () => {
  it("removes the login keys and the user's data, keeps the device preferences", () => {
    setDevicePreferences();
    storeSignedInUser(userA, { rememberMe: true });
    leaveUserData();
    const { events, stop } = recordEvents();
    clearStoredUser();
    stop();
    for (const key of ['isLoggedIn', 'username', 'userId', 'userEmail', 'photoURL', 'rememberMe']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(userDataLeft()).toEqual(NOTHING_LEFT);
    for (const [key, value] of Object.entries(DEVICE_PREFERENCES)) {
      expect(localStorage.getItem(key)).toBe(value);
    }
    expect(events).toEqual([{ isLoggedIn: false, username: null }]);
  });
});
