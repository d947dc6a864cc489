// The auth module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export {
  createUser,
  fillMissingUsernameSkeletons,
  findUserByKey,
  type UserRow,
} from './auth.repository';
export { authRoutes } from './auth.routes';
export { createPasswordUser, finishPasswordSignIn, type SignedIn } from './auth.service';
export { COMMON_PASSWORDS_FILE } from './common-passwords';
export { deviceIdFor, readDeviceId, setDeviceCookie } from './device-cookie';
export { checkSignInPassword, hashPassword, verifyPassword } from './password';
export { passwordGate } from './password-gate';
export { assertStrongNewPassword } from './password-policy';
export { CLEAR_SITE_DATA, clearSessionCookie, setSessionCookie } from './session-cookie';
export { sessionPlugin } from './session-plugin';
export { hashSessionToken } from './session-token';
export { endOtherSessions, endSession, startSession } from './session.service';
export { brakeSignInAttempt, recordSignInSuccess } from './sign-in-brake';
export {
  THROTTLE_RULES,
  USER_BUDGETS,
  consumeAttempt,
  consumeAttempts,
  consumeUserAttempt,
  type ThrottleRule,
} from './throttle.service';
export { toUser } from './user-view';
export { toUsernameKey } from './username';
export { allocateUsername, usernameBaseFrom } from './username-allocation';
export { CONFUSABLES_FILE } from './username-skeleton';
