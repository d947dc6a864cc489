import type { AccountExport } from '#shared/contracts/account';
import { findExportRows } from './account-export.repository';
import { findAccountSessions, type AccountContext } from './account-sessions.service';
import { getAccount } from './account.service';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows with created/updated dates, as the export writes them. */
const withDates = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * The table each part of the export comes from. account-export.routes.test.ts compares it with
 * every table that references users in the live schema, so a new user-owned table cannot be
 * forgotten here.
 */
export const EXPORTED_TABLES = {
  users: 'account',
  user_identities: 'identities',
  sessions: 'sessions',
  email_tokens: 'emailLinks',
  oidc_logins: 'pendingProviderLinks',
  sign_in_sources: 'knownSignInPlaces',
  businesses: 'businesses',
  calculations: 'calculations',
  calculation_shares: 'shareLinks',
  simulation_scenarios: 'simulationScenarios',
  blog_posts: 'blogPosts',
  analysis_reports: 'analyses',
  analysis_steps: 'analysisSteps',
  business_checkups: 'checkups',
  validation_experiments: 'experiments',
  validation_evidence: 'experimentEvidence',
  prediction_outcomes: 'followUpAnswers',
  token_accounts: 'tokenAccount',
  token_ledger: 'tokenLedger',
  tool_uses: 'toolUses',
  checkout_sessions: 'checkouts',
  memberships: 'membership',
  notifications: 'notifications',
  tutorial_progress: 'tutorial',
  achievements: 'achievements',
} as const satisfies Record<string, keyof AccountExport>;

/** Everything stored about the user (GDPR art. 15/20), with no hashes, tokens or keys. */
export const exportAccount = async (
  context: AccountContext,
  currentSessionId: string | null,
): Promise<AccountExport> => {
  const [account, sessions, rows] = await Promise.all([
    getAccount(context),
    findAccountSessions(context, currentSessionId),
    findExportRows(context.db, context.userId),
  ]);
  return {
    exportedAt: iso(context.clock()),
    account,
    identities: rows.identities.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      lastUsedAt: isoOrNull(row.lastUsedAt),
    })),
    sessions,
    emailLinks: rows.emailLinks.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      usedAt: isoOrNull(row.usedAt),
    })),
    knownSignInPlaces: rows.signInPlaces.map((row) => ({ lastSuccessAt: iso(row.lastSuccessAt) })),
    pendingProviderLinks: rows.providerLinks.map((row) => ({
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
    })),
    businesses: rows.businessRows.map(withDates),
    calculations: rows.calculationRows.map(withDates),
    shareLinks: rows.shareRows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
    simulationScenarios: rows.scenarios.map(withDates),
    blogPosts: rows.blogPostRows.map(({ publishedAt, ...row }) => ({
      ...withDates(row),
      status: publishedAt ? 'published' : 'draft',
      publishedAt: isoOrNull(publishedAt),
    })),
    analyses: rows.analysisRows.map(withDates),
    analysisSteps: rows.analysisStepRows.map((row) => ({
      ...withDates(row),
      doneAt: isoOrNull(row.doneAt),
    })),
    checkups: rows.checkupRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    experiments: rows.experimentRows.map(withDates),
    experimentEvidence: rows.evidenceRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    followUpAnswers: rows.followUpRows.map((row) => ({ ...row, answeredAt: iso(row.answeredAt) })),
    tokenAccount: rows.tokenAccountRows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    tokenLedger: rows.tokenLedgerRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    toolUses: rows.toolUseRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    checkouts: rows.checkoutRows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      completedAt: isoOrNull(row.completedAt),
    })),
    membership: rows.membershipRows.map((row) => ({
      ...withDates(row),
      currentPeriodStart: iso(row.currentPeriodStart),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      cancelledAt: isoOrNull(row.cancelledAt),
    })),
    notifications: rows.notificationRows.map((row) => ({
      ...row,
      readAt: isoOrNull(row.readAt),
      createdAt: iso(row.createdAt),
    })),
    tutorial: rows.tutorialRows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    achievements: rows.achievementRows.map((row) => ({ ...row, earnedAt: iso(row.earnedAt) })),
  };
};
