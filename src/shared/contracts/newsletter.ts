import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';
import { defineEndpoint } from './endpoint';
import { EmailSchema } from './email-auth';
import { CHOOSE_OPTION_MESSAGE, CONTROL_CHARACTERS_MESSAGE } from '../validation-messages';
import { isFreeOfControlCharacters, singleLineName } from './text';

export const NEWSLETTER_NAME_MAX_LENGTH = 64;
export const NEWSLETTER_NAME_TOO_LONG_MESSAGE = `Must be no more than ${NEWSLETTER_NAME_MAX_LENGTH} characters`;
/** Spec section 5. */
export const NEWSLETTER_CONSENT_MESSAGE = 'Please accept the terms to subscribe.';
/** A confirmation link lives this long; after that the form sends a new one. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;
/** An address, a name and a few flags; anything larger is refused before it is parsed. */
const NEWSLETTER_BODY_LIMIT_BYTES = 4 * 1024;

/** Optional; an empty field means no name. Printable text only (it is written into mail). */
export const NewsletterNameSchema = singleLineName()
  .max(NEWSLETTER_NAME_MAX_LENGTH, NEWSLETTER_NAME_TOO_LONG_MESSAGE)
  .refine(isFreeOfControlCharacters, { message: CONTROL_CHARACTERS_MESSAGE });

export const NewsletterLanguageSchema = z.enum(SUPPORTED_LANGUAGES, {
  error: CHOOSE_OPTION_MESSAGE,
});

/** Spec section 3: email, name (optional), preferred language, consent flag (must be given). */
export const NewsletterSubscribeRequestSchema = z.strictObject({
  email: EmailSchema,
  name: NewsletterNameSchema.optional(),
  language: NewsletterLanguageSchema,
  consent: z
    .boolean({ error: NEWSLETTER_CONSENT_MESSAGE })
    .refine((value) => value, { message: NEWSLETTER_CONSENT_MESSAGE }),
});
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequestSchema>;

/**
 * The same answer for a new, a pending and an already subscribed address, so the form tells
 * nobody who reads the newsletter; the mailbox owner learns the rest from the mail.
 */
export const NewsletterSubscribeResponseSchema = z.object({
  status: z.literal('confirmation-sent'),
});
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;

/**
 * A mailed link's token. Missing, truncated and wrong tokens all get the same LINK_INVALID answer
 * from the service (row 53), so the schema only asks for text.
 */
const NewsletterTokenSchema = z.string().optional();

export const NewsletterTokenRequestSchema = z.strictObject({ token: NewsletterTokenSchema });
export type NewsletterTokenRequest = z.infer<typeof NewsletterTokenRequestSchema>;

/** RFC 8058 fixes the body of a one-click unsubscribe; the token therefore rides in the URL. */
export const NewsletterUnsubscribeQuerySchema = z.strictObject({ token: NewsletterTokenSchema });
export const ONE_CLICK_BODY = { 'List-Unsubscribe': 'One-Click' } as const;
export const NewsletterUnsubscribeBodySchema = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click'),
});

export const NewsletterStatusResponseSchema = z.object({
  status: z.enum(['subscribed', 'unsubscribed']),
});
export type NewsletterStatusResponse = z.infer<typeof NewsletterStatusResponseSchema>;

/**
 * What every newsletter call shares: a visitor's address or a mailed token is all it needs, so it
 * is public and ignores any session, and its bodies are small.
 */
const NEWSLETTER_CALL = {
  tags: ['newsletter'],
  auth: 'public' as const,
  ignoresSession: true as const,
  bodyLimit: NEWSLETTER_BODY_LIMIT_BYTES,
};

export const createNewsletterSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/subscriptions',
  summary:
    'Subscribe to the newsletter (double opt-in): mails a confirmation link, or a note to an address that is already subscribed. 202 with the same body either way.',
  ...NEWSLETTER_CALL,
  body: NewsletterSubscribeRequestSchema,
  response: NewsletterSubscribeResponseSchema,
  successStatus: 202,
});

export const createNewsletterConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/confirm',
  summary: 'Confirm a subscription with the token of its mailed link (single use, 7 days).',
  ...NEWSLETTER_CALL,
  body: NewsletterTokenRequestSchema,
  response: NewsletterStatusResponseSchema,
});

export const deleteNewsletterSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  summary:
    'Unsubscribe (RFC 8058 one-click): the token in the query, the body List-Unsubscribe=One-Click as a form or JSON. Authenticated by the token alone, so cross-site posts from mail clients are accepted.',
  ...NEWSLETTER_CALL,
  query: NewsletterUnsubscribeQuerySchema,
  body: NewsletterUnsubscribeBodySchema,
  response: NewsletterStatusResponseSchema,
});

export const createNewsletterResubscription = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/resubscribe',
  summary: 'Subscribe again with the token of an unsubscribe link.',
  ...NEWSLETTER_CALL,
  body: NewsletterTokenRequestSchema,
  response: NewsletterStatusResponseSchema,
});
