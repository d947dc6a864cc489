import { z } from 'zod';
import { ReportPhaseSchema, ReportTextSchema } from './reports';
import { defineEndpoint } from './endpoint';
import { InsightGroupSchema } from './insights';

/** How many saved calculations the standard dashboard lists (newest first). */
export const DASHBOARD_RECENT_CALCULATIONS = 5;
/** Action-plan steps due within this many days (or overdue) become next actions. */
export const STEP_DUE_WINDOW_DAYS = 7;
/** At most this many due steps are listed as next actions, earliest first. */
export const DASHBOARD_DUE_STEPS_MAX = 3;
/** The score history and the analytics read at most this many calculations, the newest. */
export const DASHBOARD_CALCULATIONS_READ_MAX = 300;
/** The progress dashboard lists the action plans of at most this many analyses, newest first. */
export const PROGRESS_PLANS_MAX = 20;
/** The runs-per-month chart covers this many calendar months, ending with the current one. */
export const ANALYTICS_MONTHS = 12;
/** Below this many saved calculations a distribution says too little to be drawn. */
export const ANALYTICS_MIN_CALCULATIONS = 3;
/** The analytics show the figures of at most this many saved scenarios, the newest. */
export const ANALYTICS_SCENARIOS_MAX = 30;
/** Width of one bar of the probability distribution, as a share (10 percentage points). */
export const PROBABILITY_BIN_WIDTH = 0.1;

const IdSchema = z.uuid({ error: 'Must be a valid id' });
const TimestampSchema = z.iso.datetime({ offset: true });
const DateSchema = z.iso.date();
/** A probability, 0..1. */
const ShareSchema = z.number().min(0).max(1);

/** Which business is current: the web's stored choice; absent, the oldest business. */
export const DashboardQuerySchema = z.strictObject({ businessId: IdSchema.optional() });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const DashboardBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  calculationCount: z.number().int().nonnegative(),
});
export type DashboardBusiness = z.infer<typeof DashboardBusinessSchema>;

/** A saved calculation as the dashboards show it: the probability with its 80% interval. */
export const DashboardCalculationSchema = z.object({
  id: z.string(),
  title: z.string(),
  businessId: z.string().nullable(),
  probability: ShareSchema,
  intervalLow: ShareSchema,
  intervalHigh: ShareSchema,
  score: z.number().int().min(0).max(100),
  createdAt: TimestampSchema,
});
export type DashboardCalculation = z.infer<typeof DashboardCalculationSchema>;

/**
 * What the founder could do next, each computed from stored state and each a link on the page.
 * The order is the server's: the earliest thing to do first.
 */
export const NextActionSchema = z.discriminatedUnion('kind', [
  /** The current business has neither inputs nor a saved calculation. */
  z.object({ kind: z.literal('runCalculator'), businessId: z.string(), businessName: z.string() }),
  /** The current business has a plan (a calculation or its inputs) but no comprehensive analysis. */
  z.object({
    kind: z.literal('requestAnalysis'),
    businessId: z.string(),
    businessName: z.string(),
  }),
  /** An open action-plan step due within STEP_DUE_WINDOW_DAYS, or overdue. */
  z.object({
    kind: z.literal('stepDue'),
    analysisId: z.string(),
    analysisTitle: z.string(),
    text: ReportTextSchema,
    dueOn: DateSchema,
    overdue: z.boolean(),
  }),
  /** Follow-up questions about earlier predictions are waiting for an answer. */
  z.object({ kind: z.literal('answerFollowUps'), count: z.number().int().positive() }),
  /** Experiments of the current business without any recorded result. */
  z.object({
    kind: z.literal('recordEvidence'),
    businessId: z.string(),
    count: z.number().int().positive(),
  }),
  /** The 3-step tutorial was started or never seen, and not finished or skipped. */
  z.object({ kind: z.literal('finishTutorial') }),
]);
export type NextAction = z.infer<typeof NextActionSchema>;
export type NextActionKind = NextAction['kind'];

export const DashboardSchema = z.object({
  currentBusinessId: z.string().nullable(),
  businesses: z.array(DashboardBusinessSchema),
  recentCalculations: z.array(DashboardCalculationSchema).max(DASHBOARD_RECENT_CALCULATIONS),
  calculationCount: z.number().int().nonnegative(),
  tokenBalance: z.number().int().nonnegative(),
  nextActions: z.array(NextActionSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const PersonalizedDashboardSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The insight engine's own answer for the current business (GET /api/insights/businesses/:id). */
  group: InsightGroupSchema.nullable(),
  narrativeAvailable: z.boolean(),
  /** Experiments of the current business, and how many have a recorded result. */
  experiments: z.object({
    total: z.number().int().nonnegative(),
    withEvidence: z.number().int().nonnegative(),
  }),
  /** Business analyzer check-ups of the current business. */
  checkupCount: z.number().int().nonnegative(),
});
export type PersonalizedDashboard = z.infer<typeof PersonalizedDashboardSchema>;

export const ActionPlanProgressSchema = z.object({
  analysisId: z.string(),
  businessId: z.string(),
  title: z.string(),
  createdAt: TimestampSchema,
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The open step due first; null when every step is done. */
  nextStep: z
    .object({ text: ReportTextSchema, phase: ReportPhaseSchema, dueOn: DateSchema })
    .nullable(),
});
export type ActionPlanProgress = z.infer<typeof ActionPlanProgressSchema>;

/** One business's saved calculations over time, oldest first (null: linked to no business). */
export const ScoreSeriesSchema = z.object({
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  points: z.array(DashboardCalculationSchema),
});
export type ScoreSeries = z.infer<typeof ScoreSeriesSchema>;

export const ProgressDashboardSchema = z.object({
  plans: z.array(ActionPlanProgressSchema).max(PROGRESS_PLANS_MAX),
  scoreHistory: z.array(ScoreSeriesSchema),
});
export type ProgressDashboard = z.infer<typeof ProgressDashboardSchema>;

/** A saved simulator scenario's own figures, and what follows from them by arithmetic alone. */
export const ScenarioFiguresSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.string(),
  /**
   * The business's location (its calculator answer), which decides the currency its amounts are
   * shown in; null when the business has no calculator answers.
   */
  businessLocation: z.string().nullable(),
  startingCapital: z.number().nonnegative(),
  monthlyFixedCosts: z.number().nonnegative(),
  /** Starting customers × (price − unit cost) − fixed costs: the first month's result. */
  startingMonthlyResult: z.number(),
  /**
   * Months the starting capital lasts if the first month's loss repeated (no growth, no churn, no
   * extra funding); null when the first month does not lose money.
   */
  runwayMonths: z.number().nonnegative().nullable(),
});
export type ScenarioFigures = z.infer<typeof ScenarioFiguresSchema>;

export const AnalyticsDashboardSchema = z.object({
  calculationCount: z.number().int().nonnegative(),
  /** Saved calculations by probability, in bins of PROBABILITY_BIN_WIDTH from 0 (10 bins). */
  probabilityBins: z.array(
    z.object({ from: ShareSchema, to: ShareSchema, count: z.number().int().nonnegative() }),
  ),
  /** The last ANALYTICS_MONTHS calendar months (UTC), oldest first. */
  runsPerMonth: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string().regex(/^\d{4}-\d{2}$/),
      calculations: z.number().int().nonnegative(),
      analyses: z.number().int().nonnegative(),
      checkups: z.number().int().nonnegative(),
    }),
  ),
  scenarios: z.array(ScenarioFiguresSchema),
});
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboardSchema>;

const TAGS = ['dashboards'] as const;

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboards/standard',
  summary:
    'The standard dashboard: your businesses, recent saved calculations, token balance and next actions computed from your data. 404 for a business that is not yours.',
  tags: TAGS,
  auth: 'user',
  query: DashboardQuerySchema,
  response: DashboardSchema,
});

export const getPersonalizedDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboards/personalized',
  summary:
    "The insight engine's suggestions for the current business, with its experiments and check-ups. 404 for a business that is not yours.",
  tags: TAGS,
  auth: 'user',
  query: DashboardQuerySchema,
  response: PersonalizedDashboardSchema,
});

export const getProgressDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboards/progress',
  summary:
    'Action-plan completion per analysis and the probability of your saved calculations over time, per business.',
  tags: TAGS,
  auth: 'user',
  response: ProgressDashboardSchema,
});

export const getAnalyticsDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboards/analytics',
  summary:
    'Counts over your saved calculations (probability distribution, runs per month) and the figures of your saved simulator scenarios.',
  tags: TAGS,
  auth: 'user',
  response: AnalyticsDashboardSchema,
});
