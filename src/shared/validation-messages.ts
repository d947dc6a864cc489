/**
 * English texts of the shared schemas that several forms show (sign-in, account, newsletter,
 * contact, calculator), each written once. The web app translates them in one place
 * (`src/web/lib/use-validation-message.ts`); the server in `error-texts.ts`. Free of Zod, so the
 * translator does not pull the schemas into a page's chunk.
 */

/** RFC 5321: a forward path holds at most 254 characters of address. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_REQUIRED_MESSAGE = 'Email address is required';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const EMAIL_TOO_LONG_MESSAGE = `Email address must be no more than ${EMAIL_MAX_LENGTH} characters`;
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const CHOOSE_OPTION_MESSAGE = 'Choose one of the listed options';
