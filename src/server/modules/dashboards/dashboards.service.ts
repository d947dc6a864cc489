import { dueOn } from '#shared/reports/build-report';
import { ReportPhaseSchema, ReportTextSchema, type ReportText } from '#shared/contracts/reports';
import {
  ANALYTICS_MONTHS,
  type AnalyticsDashboard,
  type Dashboard,
  DASHBOARD_DUE_STEPS_MAX,
  DASHBOARD_RECENT_CALCULATIONS,
  type DashboardCalculation,
  type DashboardQuery,
  type NextAction,
  type PersonalizedDashboard,
  PROBABILITY_BIN_WIDTH,
  type ProgressDashboard,
  type ScenarioFigures,
  type ScoreSeries,
  STEP_DUE_WINDOW_DAYS,
} from '#shared/contracts/dashboards';
import { SimulationInputSchema } from '#shared/contracts/simulation';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import { reports, businessCheckups, calculations } from '#server/db/schema/index';
import type { Clock } from '#server/http/clock';
import { findBusinessPlan } from '#server/modules/businesses/index';
import { countCalculations } from '#server/modules/calculations/index';
import { countDueFollowUps } from '#server/modules/follow-ups/index';
import { getBusinessInsight, type LlmSettings } from '#server/modules/insights/index';
import { readTokenBalance } from '#server/modules/tokens/index';
import {
  type CalculationPointRow,
  countCalculationsByProbabilityBin,
  countCheckups,
  countExperiments,
  countExperimentsWithoutEvidence,
  countPerMonth,
  findBusinessesWithCounts,
  findCalculationHistory,
  findNextOpenSteps,
  findOpenStepsDueBy,
  findPlanCounts,
  findRecentCalculations,
  findScenarios,
  findTutorialStatus,
  hasAnalysisOfBusiness,
} from './dashboards.repository';

export type DashboardsContext = {
  db: Database;
  clock: Clock;
  userId: string;
  llm: LlmSettings | null;
};

// Same answer for "not yours" and "does not exist": no existence oracle.
const notFound = () => new AppError('NOT_FOUND', { message: 'Business not found' });

type BusinessWithCount = Awaited<ReturnType<typeof findBusinessesWithCounts>>[number];

/**
 * The business guard's rule: the business the browser chose, else the oldest. A chosen id that
 * is not the caller's is refused, never silently swapped for another business.
 */
const currentBusinessOf = (owned: BusinessWithCount[], query: DashboardQuery) => {
  if (query.businessId === undefined) return owned[0] ?? null;
  const chosen = owned.find((business) => business.id === query.businessId);
  if (!chosen) throw notFound();
  return chosen;
};

const toCalculation = (row: CalculationPointRow): DashboardCalculation => ({
  id: row.id,
  title: row.title,
  businessId: row.businessId,
  probability: row.probability,
  intervalLow: row.intervalLow,
  intervalHigh: row.intervalHigh,
  score: row.score,
  createdAt: row.createdAt.toISOString(),
});

// Step texts were validated when the analysis was stored; a row that no longer parses is skipped
// rather than failing the whole dashboard.
const parseStepText = (value: unknown): ReportText | null => {
  const parsed = ReportTextSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** What to do next for the current business, earliest need first (see NextActionSchema). */
const nextActionsOf = async (
  context: DashboardsContext,
  current: BusinessWithCount | null,
): Promise<NextAction[]> => {
  const { db, userId } = context;
  const now = context.clock();
  const today = dueOn(now, 0);
  const [plan, hasAnalysis, dueSteps, openExperiments, tutorialStatus, followUps] =
    await Promise.all([
      current ? findBusinessPlan(db, userId, current.id) : undefined,
      current ? hasAnalysisOfBusiness(db, userId, current.id) : false,
      findOpenStepsDueBy(db, userId, dueOn(now, STEP_DUE_WINDOW_DAYS), DASHBOARD_DUE_STEPS_MAX),
      current ? countExperimentsWithoutEvidence(db, userId, current.id) : 0,
      findTutorialStatus(db, userId),
      countDueFollowUps(db, userId, now),
    ]);
  const actions: NextAction[] = [];
  // No row yet: the tutorial was never finished; skipping it is a choice the dashboard respects.
  if (tutorialStatus === null || tutorialStatus === 'active') {
    actions.push({ kind: 'finishTutorial' });
  }
  if (current && plan) {
    if (plan.input === null) {
      actions.push({ kind: 'runCalculator', businessId: current.id, businessName: current.name });
    } else if (!hasAnalysis) {
      actions.push({
        kind: 'requestAnalysis',
        businessId: current.id,
        businessName: current.name,
      });
    }
  }
  for (const step of dueSteps) {
    const text = parseStepText(step.text);
    if (!text) continue;
    actions.push({
      kind: 'stepDue',
      analysisId: step.analysisId,
      analysisTitle: step.analysisTitle,
      text,
      dueOn: step.dueOn,
      overdue: step.dueOn < today,
    });
  }
  if (followUps > 0) actions.push({ kind: 'answerFollowUps', count: followUps });
  if (current && openExperiments > 0) {
    actions.push({ kind: 'recordEvidence', businessId: current.id, count: openExperiments });
  }
  return actions;
};

export const getDashboard = async (
  context: DashboardsContext,
  query: DashboardQuery,
): Promise<Dashboard> => {
  const { db, userId } = context;
  const owned = await findBusinessesWithCounts(db, userId);
  const current = currentBusinessOf(owned, query);
  const [recent, calculationCount, tokenBalance, nextActions] = await Promise.all([
    findRecentCalculations(db, userId, DASHBOARD_RECENT_CALCULATIONS),
    countCalculations(db, userId),
    readTokenBalance(db, userId, context.clock),
    nextActionsOf(context, current),
  ]);
  return {
    currentBusinessId: current?.id ?? null,
    businesses: owned.map(({ id, name, calculationCount: count }) => ({
      id,
      name,
      calculationCount: count,
    })),
    recentCalculations: recent.map(toCalculation),
    calculationCount,
    tokenBalance,
    nextActions,
  };
};

/** The insight engine's answer for the current business, unchanged, with what acts on it. */
export const getPersonalizedDashboard = async (
  context: DashboardsContext,
  query: DashboardQuery,
): Promise<PersonalizedDashboard> => {
  const { db, userId } = context;
  const current = currentBusinessOf(await findBusinessesWithCounts(db, userId), query);
  if (!current) {
    return {
      business: null,
      group: null,
      narrativeAvailable: context.llm !== null,
      experiments: { total: 0, withEvidence: 0 },
      checkupCount: 0,
    };
  }
  const [insight, experiments, checkupCount] = await Promise.all([
    getBusinessInsight({ db, userId, llm: context.llm }, current.id),
    countExperiments(db, userId, current.id),
    countCheckups(db, userId, current.id),
  ]);
  return {
    business: { id: current.id, name: current.name },
    group: insight.group,
    narrativeAvailable: insight.narrativeAvailable,
    experiments,
    checkupCount,
  };
};

/** Oldest first within each business; businesses in the order of their first saved run. */
const seriesOf = (rows: Awaited<ReturnType<typeof findCalculationHistory>>): ScoreSeries[] => {
  const series = new Map<string | null, ScoreSeries>();
  for (const row of [...rows].reverse()) {
    const entry = series.get(row.businessId) ?? {
      businessId: row.businessId,
      businessName: row.businessName,
      points: [],
    };
    entry.points.push(toCalculation(row));
    series.set(row.businessId, entry);
  }
  return [...series.values()];
};

export const getProgressDashboard = async (
  context: DashboardsContext,
): Promise<ProgressDashboard> => {
  const { db, userId } = context;
  const [plans, nextSteps, history] = await Promise.all([
    findPlanCounts(db, userId),
    findNextOpenSteps(db, userId),
    findCalculationHistory(db, userId),
  ]);
  const nextByAnalysis = new Map(nextSteps.map((step) => [step.analysisId, step]));
  return {
    plans: plans.map((plan) => {
      const next = nextByAnalysis.get(plan.analysisId);
      const text = next ? parseStepText(next.text) : null;
      const phase = next ? ReportPhaseSchema.safeParse(next.phase) : null;
      return {
        analysisId: plan.analysisId,
        businessId: plan.businessId,
        title: plan.title,
        createdAt: plan.createdAt.toISOString(),
        done: plan.done,
        total: plan.total,
        nextStep:
          next && text && phase?.success ? { text, phase: phase.data, dueOn: next.dueOn } : null,
      };
    }),
    scoreHistory: seriesOf(history),
  };
};

/** The first day (UTC) of the month `monthsBack` months before `now`'s month. */
const monthStart = (now: Date, monthsBack: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));

const monthKey = (day: Date) => day.toISOString().slice(0, 7);

/**
 * The scenario's own figures and their plain arithmetic: the first month's result at the starting
 * customers, and how long the starting capital covers that loss if it repeated. Nothing here is
 * simulated, so the page can call it exactly that and link to the simulator for the rest.
 */
const scenarioFigures = (row: Awaited<ReturnType<typeof findScenarios>>[number]) => {
  const parsed = SimulationInputSchema.safeParse(row.params);
  if (!parsed.success) return null;
  const input = parsed.data;
  const startingMonthlyResult =
    input.startingCustomers * (input.pricePerCustomerMonth - input.unitCostPerCustomerMonth) -
    input.monthlyFixedCosts;
  const figures: ScenarioFigures = {
    id: row.id,
    name: row.name,
    businessName: row.businessName,
    // Stored inputs were checked with this schema when saved; a row that no longer passes has none.
    businessLocation: CalculatorInputSchema.safeParse(row.businessInputs).data?.location ?? null,
    startingCapital: input.startingCapital,
    monthlyFixedCosts: input.monthlyFixedCosts,
    startingMonthlyResult: Math.round(startingMonthlyResult * 100) / 100,
    runwayMonths:
      startingMonthlyResult < 0
        ? Math.round((input.startingCapital / -startingMonthlyResult) * 10) / 10
        : null,
  };
  return figures;
};

export const getAnalyticsDashboard = async (
  context: DashboardsContext,
): Promise<AnalyticsDashboard> => {
  const { db, userId } = context;
  const now = context.clock();
  const since = monthStart(now, ANALYTICS_MONTHS - 1);
  const binCount = Math.round(1 / PROBABILITY_BIN_WIDTH);
  const [calculationCount, bins, calculationMonths, analysisMonths, checkupMonths, scenarios] =
    await Promise.all([
      countCalculations(db, userId),
      countCalculationsByProbabilityBin(db, userId, binCount),
      countPerMonth(db, calculations, userId, since),
      countPerMonth(db, reports, userId, since),
      countPerMonth(db, businessCheckups, userId, since),
      findScenarios(db, userId),
    ]);
  const byMonth = (rows: { month: string; total: number }[]) =>
    new Map(rows.map((row) => [row.month, row.total]));
  const [calculationsBy, analysesBy, checkupsBy] = [
    byMonth(calculationMonths),
    byMonth(analysisMonths),
    byMonth(checkupMonths),
  ];
  const binTotals = new Map(bins.map((row) => [row.bin, row.total]));
  return {
    calculationCount,
    probabilityBins: Array.from({ length: binCount }, (_, bin) => ({
      from: Math.round(bin * PROBABILITY_BIN_WIDTH * 10) / 10,
      to: Math.round((bin + 1) * PROBABILITY_BIN_WIDTH * 10) / 10,
      count: binTotals.get(bin) ?? 0,
    })),
    runsPerMonth: Array.from({ length: ANALYTICS_MONTHS }, (_, index) => {
      const month = monthKey(monthStart(now, ANALYTICS_MONTHS - 1 - index));
      return {
        month,
        calculations: calculationsBy.get(month) ?? 0,
        analyses: analysesBy.get(month) ?? 0,
        checkups: checkupsBy.get(month) ?? 0,
      };
    }),
    scenarios: scenarios.map(scenarioFigures).filter((entry) => entry !== null),
  };
};
