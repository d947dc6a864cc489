import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  achievements,
  reports,
  analysisSteps,
  blogPosts,
  businessCheckups,
  businesses,
  calculations,
  calculationShares,
  checkoutSessions,
  emailTokens,
  memberships,
  notifications,
  oidcLogins,
  predictionOutcomes,
  signInSources,
  simulationScenarios,
  tokenAccounts,
  tokenLedger,
  toolUses,
  tutorialProgress,
  userIdentities,
  validationEvidence,
  validationExperiments,
} from '#server/db/schema/index';

/**
 * The user's rows of every table that holds their data (sessions and the user row are read by
 * account.repository.ts). Columns are picked one by one: hashes, tokens and secrets are never read.
 */
export const findExportRows = async (db: Database, userId: string) => {
  const [
    identities,
    emailLinks,
    providerLinks,
    signInPlaces,
    businessRows,
    calculationRows,
    shareRows,
    scenarios,
    blogPostRows,
    analysisRows,
    analysisStepRows,
    checkupRows,
    experimentRows,
    evidenceRows,
    followUpRows,
    tokenAccountRows,
    tokenLedgerRows,
    toolUseRows,
    checkoutRows,
    membershipRows,
    notificationRows,
    tutorialRows,
    achievementRows,
  ] = await Promise.all([
    db
      .select({
        issuer: userIdentities.issuer,
        email: userIdentities.email,
        createdAt: userIdentities.createdAt,
        lastUsedAt: userIdentities.lastUsedAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.createdAt)),
    db
      .select({
        purpose: emailTokens.purpose,
        email: emailTokens.email,
        createdAt: emailTokens.createdAt,
        expiresAt: emailTokens.expiresAt,
        usedAt: emailTokens.usedAt,
      })
      .from(emailTokens)
      .where(eq(emailTokens.userId, userId))
      .orderBy(asc(emailTokens.createdAt)),
    db
      .select({ createdAt: oidcLogins.createdAt, expiresAt: oidcLogins.expiresAt })
      .from(oidcLogins)
      .where(eq(oidcLogins.linkUserId, userId))
      .orderBy(asc(oidcLogins.createdAt)),
    db
      .select({ lastSuccessAt: signInSources.lastSuccessAt })
      .from(signInSources)
      .where(eq(signInSources.userId, userId))
      .orderBy(asc(signInSources.lastSuccessAt)),
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        description: businesses.description,
        inputs: businesses.inputs,
        createdAt: businesses.createdAt,
        updatedAt: businesses.updatedAt,
      })
      .from(businesses)
      .where(eq(businesses.userId, userId))
      .orderBy(asc(businesses.createdAt)),
    db
      .select({
        id: calculations.id,
        businessId: calculations.businessId,
        title: calculations.title,
        inputs: calculations.inputs,
        capitalCurrency: calculations.capitalCurrency,
        capitalAmount: calculations.capitalAmount,
        result: calculations.result,
        modelVersion: calculations.modelVersion,
        createdAt: calculations.createdAt,
        updatedAt: calculations.updatedAt,
      })
      .from(calculations)
      .where(eq(calculations.userId, userId))
      .orderBy(asc(calculations.createdAt)),
    db
      .select({
        calculationId: calculationShares.calculationId,
        createdAt: calculationShares.createdAt,
        revokedAt: calculationShares.revokedAt,
      })
      .from(calculationShares)
      .innerJoin(calculations, eq(calculations.id, calculationShares.calculationId))
      .where(eq(calculations.userId, userId))
      .orderBy(asc(calculationShares.createdAt)),
    db
      .select({
        id: simulationScenarios.id,
        businessId: simulationScenarios.businessId,
        name: simulationScenarios.name,
        params: simulationScenarios.params,
        createdAt: simulationScenarios.createdAt,
        updatedAt: simulationScenarios.updatedAt,
      })
      .from(simulationScenarios)
      .where(eq(simulationScenarios.userId, userId))
      .orderBy(asc(simulationScenarios.createdAt)),
    db
      .select({
        slug: blogPosts.slug,
        language: blogPosts.language,
        title: blogPosts.title,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.authorUserId, userId))
      .orderBy(asc(blogPosts.createdAt)),
    db
      .select({
        id: reports.id,
        businessId: reports.businessId,
        title: reports.title,
        inputs: reports.inputs,
        report: reports.report,
        score: reports.score,
        modelVersion: reports.modelVersion,
        createdAt: reports.createdAt,
        updatedAt: reports.updatedAt,
      })
      .from(reports)
      .where(eq(reports.userId, userId))
      .orderBy(asc(reports.createdAt)),
    db
      .select({
        id: analysisSteps.id,
        analysisId: analysisSteps.analysisId,
        position: analysisSteps.position,
        text: analysisSteps.text,
        phase: analysisSteps.phase,
        dueOn: analysisSteps.dueOn,
        doneAt: analysisSteps.doneAt,
        createdAt: analysisSteps.createdAt,
        updatedAt: analysisSteps.updatedAt,
      })
      .from(analysisSteps)
      .where(eq(analysisSteps.userId, userId))
      .orderBy(
        asc(analysisSteps.createdAt),
        asc(analysisSteps.analysisId),
        asc(analysisSteps.position),
      ),
    db
      .select({
        id: businessCheckups.id,
        businessId: businessCheckups.businessId,
        figures: businessCheckups.figures,
        result: businessCheckups.result,
        createdAt: businessCheckups.createdAt,
      })
      .from(businessCheckups)
      .where(eq(businessCheckups.userId, userId))
      .orderBy(asc(businessCheckups.createdAt)),
    db
      .select({
        id: validationExperiments.id,
        businessId: validationExperiments.businessId,
        kind: validationExperiments.kind,
        measure: validationExperiments.measure,
        criterionRate: validationExperiments.criterionRate,
        plannedSampleSize: validationExperiments.plannedSampleSize,
        createdAt: validationExperiments.createdAt,
        updatedAt: validationExperiments.updatedAt,
      })
      .from(validationExperiments)
      .where(eq(validationExperiments.userId, userId))
      .orderBy(asc(validationExperiments.createdAt)),
    db
      .select({
        id: validationEvidence.id,
        experimentId: validationEvidence.experimentId,
        observedOn: validationEvidence.observedOn,
        successes: validationEvidence.successes,
        trials: validationEvidence.trials,
        note: validationEvidence.note,
        createdAt: validationEvidence.createdAt,
      })
      .from(validationEvidence)
      .where(eq(validationEvidence.userId, userId))
      .orderBy(asc(validationEvidence.createdAt)),
    db
      .select({
        id: predictionOutcomes.id,
        calculationId: predictionOutcomes.calculationId,
        monthsAfter: predictionOutcomes.monthsAfter,
        outcome: predictionOutcomes.outcome,
        predictedProbability: predictionOutcomes.predictedProbability,
        modelVersion: predictionOutcomes.modelVersion,
        answeredAt: predictionOutcomes.answeredAt,
      })
      .from(predictionOutcomes)
      .where(eq(predictionOutcomes.userId, userId))
      .orderBy(asc(predictionOutcomes.answeredAt)),
    db
      .select({ balance: tokenAccounts.balance, updatedAt: tokenAccounts.updatedAt })
      .from(tokenAccounts)
      .where(eq(tokenAccounts.userId, userId))
      .orderBy(asc(tokenAccounts.updatedAt)),
    // The idempotency key is left out: an internal retry key, not something the user entered.
    db
      .select({
        id: tokenLedger.id,
        kind: tokenLedger.kind,
        source: tokenLedger.source,
        delta: tokenLedger.delta,
        balanceAfter: tokenLedger.balanceAfter,
        createdAt: tokenLedger.createdAt,
      })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, userId))
      .orderBy(asc(tokenLedger.createdAt), asc(tokenLedger.id)),
    db
      .select({
        id: toolUses.id,
        toolId: toolUses.toolId,
        usedOn: toolUses.usedOn,
        tokensCharged: toolUses.tokensCharged,
        ledgerEntryId: toolUses.ledgerEntryId,
        createdAt: toolUses.createdAt,
      })
      .from(toolUses)
      .where(eq(toolUses.userId, userId))
      .orderBy(asc(toolUses.createdAt), asc(toolUses.id)),
    // Stripe's checkout session id is included: it is the user's own payment reference (what
    // Stripe's receipts and support know the payment by), not a credential.
    db
      .select({
        id: checkoutSessions.id,
        productKind: checkoutSessions.productKind,
        productId: checkoutSessions.productId,
        provider: checkoutSessions.provider,
        providerSessionId: checkoutSessions.providerSessionId,
        amount: checkoutSessions.amount,
        currency: checkoutSessions.currency,
        status: checkoutSessions.status,
        createdAt: checkoutSessions.createdAt,
        completedAt: checkoutSessions.completedAt,
      })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId))
      .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id)),
    // Stripe's subscription id is included, as the checkout's: the user's own payment reference.
    db
      .select({
        tierId: memberships.tierId,
        provider: memberships.provider,
        providerSubscriptionId: memberships.providerSubscriptionId,
        currentPeriodStart: memberships.currentPeriodStart,
        currentPeriodEnd: memberships.currentPeriodEnd,
        cancelledAt: memberships.cancelledAt,
        createdAt: memberships.createdAt,
        updatedAt: memberships.updatedAt,
      })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .orderBy(asc(memberships.createdAt)),
    // The dedupe key is left out: an internal key that makes each event notify once.
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        params: notifications.params,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({
        step: tutorialProgress.step,
        status: tutorialProgress.status,
        updatedAt: tutorialProgress.updatedAt,
      })
      .from(tutorialProgress)
      .where(eq(tutorialProgress.userId, userId))
      .orderBy(asc(tutorialProgress.updatedAt)),
    db
      .select({ achievementId: achievements.achievementId, earnedAt: achievements.earnedAt })
      .from(achievements)
      .where(eq(achievements.userId, userId))
      .orderBy(asc(achievements.earnedAt), asc(achievements.achievementId)),
  ]);
  return {
    identities,
    emailLinks,
    providerLinks,
    signInPlaces,
    businessRows,
    calculationRows,
    shareRows,
    scenarios,
    blogPostRows,
    analysisRows,
    analysisStepRows,
    checkupRows,
    experimentRows,
    evidenceRows,
    followUpRows,
    tokenAccountRows,
    tokenLedgerRows,
    toolUseRows,
    checkoutRows,
    membershipRows,
    notificationRows,
    tutorialRows,
    achievementRows,
  };
};
