import {
  NEWSLETTER_CONFIRM_TTL_DAYS,
  type NewsletterStatusResponse,
  type NewsletterSubscribeRequest,
} from '#shared/contracts/newsletter';
import type { ApiLanguage } from '#shared/error-texts';
import { AppError } from '#shared/errors';
import type { ServerContext } from '#server/http/server-context';
import type { Mailer } from '#server/mail/mailer';
import { consumeAttempt, consumeAttempts, THROTTLE_RULES } from '#server/modules/auth/index';
import {
  createEmailLinkToken,
  hashEmailLinkToken,
  isWellFormedEmailLinkToken,
} from '#server/modules/email-auth/index';
import { toEmailKey } from '#server/modules/identity/index';
import {
  alreadySubscribedMail,
  confirmSubscriptionMail,
  newsletterLinks,
} from './newsletter-mails';
import {
  confirmPendingSubscriber,
  findSubscriberByEmailKey,
  replaceUnsubscribeToken,
  resubscribeByToken,
  unsubscribeByToken,
  upsertPendingSubscriber,
} from './newsletter.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type NewsletterContext = ServerContext & {
  mailer: Mailer;
  /** Origin of every mailed link; configured, never the request's Host header. */
  appOrigin: string;
};

const languageOf = (stored: string): ApiLanguage => (stored === 'tr' ? 'tr' : 'en');

/**
 * Double opt-in. New, pending and unsubscribed addresses get a confirmation link (a new one each
 * time: earlier links stop working); a subscribed address gets a note that it already is. The
 * caller hears the same either way (202), so the form reveals no subscriber.
 */
export const subscribe = async (
  context: NewsletterContext,
  input: NewsletterSubscribeRequest & { ip: string },
): Promise<void> => {
  const emailKey = toEmailKey(input.email);
  await consumeAttempts(context, [
    { rule: THROTTLE_RULES.newsletterSubscribeIp, subject: input.ip },
    { rule: THROTTLE_RULES.newsletterSubscribeAddress, subject: emailKey },
  ]);
  const now = context.clock();
  const unsubscribeToken = createEmailLinkToken();
  const existing = await findSubscriberByEmailKey(context.db, emailKey);
  if (existing?.status !== 'subscribed') {
    const confirmToken = createEmailLinkToken();
    const isPending = await upsertPendingSubscriber(context.db, {
      email: input.email,
      emailKey,
      name: input.name || null,
      language: input.language,
      now,
      confirmTokenHash: hashEmailLinkToken(confirmToken),
      confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS),
      unsubscribeTokenHash: hashEmailLinkToken(unsubscribeToken),
    });
    if (isPending) {
      await context.mailer.send(
        confirmSubscriptionMail({
          to: input.email,
          language: input.language,
          links: newsletterLinks(context.appOrigin, {
            confirm: confirmToken,
            unsubscribe: unsubscribeToken,
          }),
        }),
      );
      return;
    }
  }
  // Subscribed (or confirmed between the read and the upsert): the owner's name and language stay.
  const subscriber = existing ?? (await findSubscriberByEmailKey(context.db, emailKey));
  if (!subscriber) return;
  await replaceUnsubscribeToken(context.db, {
    id: subscriber.id,
    unsubscribeTokenHash: hashEmailLinkToken(unsubscribeToken),
    now,
  });
  await context.mailer.send(
    alreadySubscribedMail({
      to: subscriber.email,
      name: subscriber.name,
      language: languageOf(subscriber.language),
      links: newsletterLinks(context.appOrigin, { unsubscribe: unsubscribeToken }),
    }),
  );
};

type TokenInput = { ip: string; token: string | undefined };

/**
 * Counts the try against the caller's network, then hashes a well-formed token. Missing, junk,
 * truncated, unknown, used and expired tokens all end in the same LINK_INVALID.
 */
const tokenHashFor = async (context: ServerContext, input: TokenInput): Promise<string> => {
  await consumeAttempt(context, { rule: THROTTLE_RULES.newsletterLinkIp, subject: input.ip });
  if (input.token === undefined || !isWellFormedEmailLinkToken(input.token)) {
    throw new AppError('LINK_INVALID');
  }
  return hashEmailLinkToken(input.token);
};

const SUBSCRIBED: NewsletterStatusResponse = { status: 'subscribed' };
const UNSUBSCRIBED: NewsletterStatusResponse = { status: 'unsubscribed' };

/** The confirmation link: single use, valid for NEWSLETTER_CONFIRM_TTL_DAYS. */
export const confirmSubscription = async (
  context: ServerContext,
  input: TokenInput,
): Promise<NewsletterStatusResponse> => {
  const confirmTokenHash = await tokenHashFor(context, input);
  const row = await confirmPendingSubscriber(context.db, {
    confirmTokenHash,
    now: context.clock(),
  });
  if (!row) throw new AppError('LINK_INVALID');
  return SUBSCRIBED;
};

/** The unsubscribe link (the page's button or an RFC 8058 one-click POST); repeating it is harmless. */
export const unsubscribe = async (
  context: ServerContext,
  input: TokenInput,
): Promise<NewsletterStatusResponse> => {
  const unsubscribeTokenHash = await tokenHashFor(context, input);
  const row = await unsubscribeByToken(context.db, { unsubscribeTokenHash, now: context.clock() });
  if (!row) throw new AppError('LINK_INVALID');
  return UNSUBSCRIBED;
};

/** "Resubscribe" on the page after unsubscribing, with the same link's token. */
export const resubscribe = async (
  context: ServerContext,
  input: TokenInput,
): Promise<NewsletterStatusResponse> => {
  const unsubscribeTokenHash = await tokenHashFor(context, input);
  const row = await resubscribeByToken(context.db, { unsubscribeTokenHash, now: context.clock() });
  if (!row) throw new AppError('LINK_INVALID');
  return SUBSCRIBED;
};
