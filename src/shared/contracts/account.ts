import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';
import { CurrentPasswordSchema, PasswordSchema } from './auth';
import { DisplayNameSchema } from './email-auth';
import { defineEndpoint } from './endpoint';
import { safeText } from './text';

export const PHOTO_URL_MAX_LENGTH = 2048;
/**
 * An account with no password (identity provider only) may set one only this soon after its
 * session began: signing in again is its re-authentication.
 */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60 * 1000;
/** Display ids of sessions: 16 hex characters derived from (never equal to) the stored hash. */
export const SESSION_DISPLAY_ID_LENGTH = 16;

export const PHOTO_URL_HTTPS_MESSAGE = 'Must be an https:// address';
export const USERNAME_CONFIRMATION_MESSAGE = 'Type your username exactly as shown';

const TimestampSchema = z.iso.datetime({ offset: true });

export const LanguageSchema = z.enum(SUPPORTED_LANGUAGES);

/** The sign-up form's display name (e-mail accounts), here never empty: null removes it. */
const ProfileDisplayNameSchema = DisplayNameSchema.min(1, 'This field is required');

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    // Credentials in an image address would be sent to whoever hosts it.
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** The avatar's address: https only (no http, data: or javascript:), at most 2048 characters. */
export const PhotoUrlSchema = safeText()
  .trim()
  .max(PHOTO_URL_MAX_LENGTH, `Must be no more than ${PHOTO_URL_MAX_LENGTH} characters`)
  .refine(isHttpsUrl, { message: PHOTO_URL_HTTPS_MESSAGE });

export const AccountSchema = z.object({
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  /** Preferred language for mail; null: the language of each request. */
  language: LanguageSchema.nullable(),
  /** False for accounts that only sign in through an identity provider. */
  hasPassword: z.boolean(),
  createdAt: TimestampSchema,
});
export type Account = z.infer<typeof AccountSchema>;

/** Only the fields sent change; null removes the display name or the photo. */
export const UpdateProfileRequestSchema = z.strictObject({
  displayName: ProfileDisplayNameSchema.nullable().optional(),
  photoURL: PhotoUrlSchema.nullable().optional(),
  language: LanguageSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** The current password is checked for its presence and size only: a wrong one is just wrong. */
export const ChangePasswordRequestSchema = z.strictObject({
  /** Required when the account has a password; absent when it is set for the first time. */
  currentPassword: CurrentPasswordSchema.optional(),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const SessionMethodSchema = z.enum(['password', 'email', 'oidc', 'token']);

export const AccountSessionSchema = z.object({
  /** A display id derived from the session; the stored hash is never sent. */
  id: z.string().regex(/^[0-9a-f]{16}$/),
  createdAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  method: SessionMethodSchema,
  /** Read from the User-Agent at sign-in; null when it names none we know. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  remember: z.boolean(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const SessionIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{16}$/, 'Must be a valid id'),
});

export const DeleteAccountRequestSchema = z.strictObject({
  /** The username typed exactly, so an account is never deleted by one stray click. */
  confirmation: safeText().min(1, 'This field is required').max(64),
  currentPassword: CurrentPasswordSchema.optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

const OkSchema = z.object({ ok: z.literal(true) });

/** Everything stored about the user, with no hashes, tokens or keys (spec: data export). */
export const AccountExportSchema = z.object({
  exportedAt: TimestampSchema,
  account: AccountSchema,
  identities: z.array(
    z.object({
      issuer: z.string(),
      email: z.string().nullable(),
      createdAt: TimestampSchema,
      lastUsedAt: TimestampSchema.nullable(),
    }),
  ),
  sessions: z.array(AccountSessionSchema),
  /** Links mailed to the user (verification, reset): when and where, never the link itself. */
  emailLinks: z.array(
    z.object({
      purpose: z.string(),
      email: z.string(),
      createdAt: TimestampSchema,
      expiresAt: TimestampSchema,
      usedAt: TimestampSchema.nullable(),
    }),
  ),
  /**
   * Addresses and browsers remembered as the user's own (they are never locked out by strangers'
   * guesses): only when each last signed in; what they are is stored as a one-way hash.
   */
  knownSignInPlaces: z.array(z.object({ lastSuccessAt: TimestampSchema })),
  /** Provider connections started from the account page and not yet finished. */
  pendingProviderLinks: z.array(
    z.object({ createdAt: TimestampSchema, expiresAt: TimestampSchema }),
  ),
  businesses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      inputs: z.unknown(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  calculations: z.array(
    z.object({
      id: z.string(),
      businessId: z.string().nullable(),
      title: z.string(),
      inputs: z.unknown(),
      /** The capital as typed (null: typed in the US dollars `inputs` holds). */
      capitalCurrency: z.string().nullable(),
      capitalAmount: z.number().nullable(),
      result: z.unknown(),
      modelVersion: z.string(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  shareLinks: z.array(
    z.object({
      calculationId: z.string(),
      createdAt: TimestampSchema,
      revokedAt: TimestampSchema.nullable(),
    }),
  ),
  simulationScenarios: z.array(
    z.object({
      id: z.string(),
      businessId: z.string(),
      name: z.string(),
      params: z.unknown(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  /** Blog posts the user (an admin) wrote or last saved; deleting the account keeps them, unsigned. */
  blogPosts: z.array(
    z.object({
      slug: z.string(),
      language: z.string(),
      title: z.string(),
      status: z.enum(['draft', 'published']),
      publishedAt: TimestampSchema.nullable(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  /** Comprehensive analyses of a business: the inputs used and the report, stored as text codes. */
  analyses: z.array(
    z.object({
      id: z.string(),
      businessId: z.string(),
      title: z.string(),
      inputs: z.unknown(),
      report: z.unknown(),
      score: z.number(),
      modelVersion: z.string(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  /** The action-plan steps of those analyses; doneAt is when a step was ticked. */
  analysisSteps: z.array(
    z.object({
      id: z.string(),
      analysisId: z.string(),
      position: z.number(),
      text: z.unknown(),
      phase: z.string(),
      dueOn: z.iso.date(),
      doneAt: TimestampSchema.nullable(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  /** Business analyzer check-ups: the figures entered and the result shown. */
  checkups: z.array(
    z.object({
      id: z.string(),
      businessId: z.string(),
      figures: z.unknown(),
      result: z.unknown(),
      createdAt: TimestampSchema,
    }),
  ),
  /** Validation experiments and the criterion set before they ran (a share of trials, 0 to 1). */
  experiments: z.array(
    z.object({
      id: z.string(),
      businessId: z.string(),
      kind: z.string(),
      measure: z.string(),
      criterionRate: z.number(),
      plannedSampleSize: z.number(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  /** The results recorded for those experiments. */
  experimentEvidence: z.array(
    z.object({
      id: z.string(),
      experimentId: z.string(),
      observedOn: z.iso.date(),
      successes: z.number(),
      trials: z.number(),
      note: z.string(),
      createdAt: TimestampSchema,
    }),
  ),
  /** Follow-up answers: what happened 6, 12 or 24 months after a calculation, with its prediction. */
  followUpAnswers: z.array(
    z.object({
      id: z.string(),
      calculationId: z.string(),
      monthsAfter: z.number(),
      outcome: z.string(),
      predictedProbability: z.number(),
      modelVersion: z.string(),
      answeredAt: TimestampSchema,
    }),
  ),
  /** The token balance (one row once the account has used tokens, else none). */
  tokenAccount: z.array(z.object({ balance: z.number(), updatedAt: TimestampSchema })),
  /** Every token credit (delta > 0) and spend (delta < 0), with the balance after it. */
  tokenLedger: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      source: z.string(),
      delta: z.number(),
      balanceAfter: z.number(),
      createdAt: TimestampSchema,
    }),
  ),
  /** Uses of paid tools, free or charged; a charged one names its ledger entry. */
  toolUses: z.array(
    z.object({
      id: z.string(),
      toolId: z.string(),
      usedOn: z.iso.date(),
      tokensCharged: z.number(),
      ledgerEntryId: z.string().nullable(),
      createdAt: TimestampSchema,
    }),
  ),
  /**
   * Checkouts started for a token pack or a membership tier; amounts in minor units. The
   * provider's session id (Stripe) is the user's own payment reference; null for the demo checkout.
   */
  checkouts: z.array(
    z.object({
      id: z.string(),
      productKind: z.string(),
      productId: z.string(),
      provider: z.string(),
      providerSessionId: z.string().nullable(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      createdAt: TimestampSchema,
      completedAt: TimestampSchema.nullable(),
    }),
  ),
  /** The paid membership (one row, or none on the free tier), with its Stripe subscription id. */
  membership: z.array(
    z.object({
      tierId: z.string(),
      provider: z.string(),
      providerSubscriptionId: z.string().nullable(),
      currentPeriodStart: TimestampSchema,
      currentPeriodEnd: TimestampSchema,
      cancelledAt: TimestampSchema.nullable(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  /** In-app notifications: their kind and values (the text is written from them when shown). */
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      params: z.unknown(),
      link: z.string().nullable(),
      readAt: TimestampSchema.nullable(),
      createdAt: TimestampSchema,
    }),
  ),
  /** Where the user is in the tutorial (one row once started, else none). */
  tutorial: z.array(z.object({ step: z.number(), status: z.string(), updatedAt: TimestampSchema })),
  /** Achievements earned, and when. */
  achievements: z.array(z.object({ achievementId: z.string(), earnedAt: TimestampSchema })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/api/account',
  summary: 'The signed-in user’s account: profile, e-mail, language and whether it has a password.',
  tags: ['account'],
  auth: 'user',
  response: AccountSchema,
});

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/api/account/profile',
  summary: 'Change the display name, photo address or language.',
  tags: ['account'],
  auth: 'user',
  body: UpdateProfileRequestSchema,
  response: AccountSchema,
});

export const updatePassword = defineEndpoint({
  method: 'POST',
  path: '/api/account/password',
  summary:
    'Change (or first set) the password after re-authentication; every other session of the user ends.',
  tags: ['account'],
  auth: 'user',
  body: ChangePasswordRequestSchema,
  bodyLimit: 16 * 1024,
  response: OkSchema,
});

export const findAccountSessions = defineEndpoint({
  method: 'GET',
  path: '/api/account/sessions',
  summary: 'The user’s live sessions, newest first, the current one marked.',
  tags: ['account'],
  auth: 'user',
  response: z.array(AccountSessionSchema),
});

export const deleteAccountSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  summary: 'End one of the user’s sessions (404 for an id that is not theirs).',
  tags: ['account'],
  auth: 'user',
  params: SessionIdParamsSchema,
  // 204 has no body: the client reads it as undefined.
  response: z.null().optional(),
  successStatus: 204,
});

export const deleteAllAccountSessions = defineEndpoint({
  method: 'POST',
  path: '/api/account/sessions/end-all',
  summary: 'End every session of the user, this one included, and clear the cookie.',
  tags: ['account'],
  auth: 'user',
  response: OkSchema,
});

export const getAccountExport = defineEndpoint({
  method: 'GET',
  path: '/api/account/export',
  summary: 'All of the user’s data as one JSON document (a download).',
  tags: ['account'],
  auth: 'user',
  response: AccountExportSchema,
});

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/account',
  summary: 'Delete the account and all its data; the username must be typed as confirmation.',
  tags: ['account'],
  auth: 'user',
  body: DeleteAccountRequestSchema,
  bodyLimit: 16 * 1024,
  response: OkSchema,
});
