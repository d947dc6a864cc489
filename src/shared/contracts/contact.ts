import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { EmailSchema } from './email-auth';
import { CHOOSE_OPTION_MESSAGE, CONTROL_CHARACTERS_MESSAGE } from '../validation-messages';
import { isFreeOfControlCharacters, safeText, singleLineName } from './text';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_NAME_TOO_LONG_MESSAGE = `Must be no more than ${CONTACT_NAME_MAX_LENGTH} characters`;
export const CONTACT_MESSAGE_TOO_SHORT_MESSAGE = `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`;
export const CONTACT_MESSAGE_TOO_LONG_MESSAGE = `Message must be no more than ${CONTACT_MESSAGE_MAX_LENGTH} characters`;
/** 5,000 characters of up to 4 UTF-8 bytes each, a name and an address fit comfortably. */
const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** The topics of the form, as the contact_messages table lists them. */
export const CONTACT_TOPICS = [
  'question',
  'feedback',
  'bug',
  'partnership',
  'privacy',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

// Line breaks and tabs belong in a message; other control characters do not.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const ContactRequestSchema = z.strictObject({
  /** One line: it is written into the mail's subject. */
  name: singleLineName()
    .min(1, 'This field is required')
    .max(CONTACT_NAME_MAX_LENGTH, CONTACT_NAME_TOO_LONG_MESSAGE)
    .refine(isFreeOfControlCharacters, { message: CONTROL_CHARACTERS_MESSAGE }),
  email: EmailSchema,
  topic: z.enum(CONTACT_TOPICS, { error: CHOOSE_OPTION_MESSAGE }),
  message: safeText()
    .trim()
    .overwrite((value) => value.normalize('NFC'))
    .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGE_TOO_SHORT_MESSAGE)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_TOO_LONG_MESSAGE)
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), {
      message: CONTROL_CHARACTERS_MESSAGE,
    }),
  /**
   * A field people never see (hidden from sight and from assistive technology); bots that fill
   * every input fill it too, and their message is dropped with the usual answer.
   */
  website: z.string().max(200).optional(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ status: z.literal('received') });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

export const createContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary:
    'Send a message to the team: stored first, then mailed to the contact inbox in the background (5 an hour per network).',
  tags: ['contact'],
  auth: 'public',
  ignoresSession: true,
  body: ContactRequestSchema,
  bodyLimit: CONTACT_BODY_LIMIT_BYTES,
  response: ContactResponseSchema,
  successStatus: 202,
});
