import type { CalculatorInput, PredictionResult } from '#engine/index';
import type { ReportBody, ReportPhase, ReportText } from '#shared/contracts/reports';
import { REPORT_RESOURCES } from '#shared/contracts/reports';
import { ALL_SECTOR_FIGURES, SECTOR_FIGURES_PROVENANCE, sectorKnowledge } from './knowledge-base';

/** A step before it is saved: the service turns `dueInDays` into a date from the creation day. */
export type StepDraft = {
  position: number;
  text: ReportText;
  phase: ReportPhase;
  dueInDays: number;
};

/** Days since the analysis each phase covers; steps fall due inside their phase. */
export const PHASE_DAYS: Record<ReportPhase, { fromDay: number; toDay: number }> = {
  validate: { fromDay: 0, toDay: 30 },
  prepare: { fromDay: 31, toDay: 90 },
  launch: { fromDay: 91, toDay: 180 },
  review: { fromDay: 181, toDay: 365 },
};
/** Days between two steps of the same phase. */
const STEP_SPACING_DAYS = 14;

const percent = (value: number) => Math.round(value * 100);

const BDS = 'census-bds-2019';
const message = (
  key: string,
  params?: Record<string, string | number>,
  source?: string,
): ReportText => ({
  kind: 'message',
  key,
  ...(params ? { params } : {}),
  ...(source ? { source } : {}),
});

/** Engine recommendations are the only advice on inputs: they change founder choices alone. */
const phaseOfRecommendation = (code: string): ReportPhase => {
  if (code === 'recommendations.validate_demand') return 'validate';
  if (code === 'recommendations.track_cash_runway') return 'launch';
  return 'prepare';
};

/** "Carry on with your plan" is a conclusion, not something to tick off: it stays out of the plan. */
const NOT_A_STEP = 'recommendations.keep_current_plan';
/** The engine's own monthly cash habit; when it is there, the plan does not repeat it in other words. */
const CASH_HABIT = 'recommendations.track_cash_runway';

const buildSteps = (input: CalculatorInput, result: PredictionResult): StepDraft[] => {
  const sector = input.sector;
  const recommendations = result.recommendations.filter((entry) => entry.code !== NOT_A_STEP);
  const hasCashHabit = recommendations.some((entry) => entry.code === CASH_HABIT);
  const drafts: { text: ReportText; phase: ReportPhase }[] = [
    { text: message('steps.listAlternatives'), phase: 'validate' },
    ...recommendations.map((entry) => ({
      text: {
        kind: 'engine' as const,
        code: entry.code,
        ...(entry.params ? { params: entry.params } : {}),
      },
      phase: phaseOfRecommendation(entry.code),
    })),
    { text: { kind: 'knowledge', sector, entry: 'threat' }, phase: 'prepare' },
    ...(hasCashHabit ? [] : [{ text: message('steps.trackMonthly'), phase: 'launch' as const }]),
    { text: message('steps.rerun'), phase: 'review' },
  ];
  const usedInPhase: Record<ReportPhase, number> = {
    validate: 0,
    prepare: 0,
    launch: 0,
    review: 0,
  };
  const order: ReportPhase[] = ['validate', 'prepare', 'launch', 'review'];
  // Stable sort by phase keeps the engine's order (largest lift first) within a phase.
  const sorted = [...drafts].sort((a, b) => order.indexOf(a.phase) - order.indexOf(b.phase));
  return sorted.map((draft, position) => {
    const range = PHASE_DAYS[draft.phase];
    usedInPhase[draft.phase] += 1;
    const dueInDays = Math.min(
      range.fromDay + STEP_SPACING_DAYS * usedInPhase[draft.phase],
      range.toDay,
    );
    return { position, text: draft.text, phase: draft.phase, dueInDays };
  });
};

/**
 * The comprehensive analysis of one input and its engine result. Pure and deterministic: the same
 * input and result give the same report and steps (dates are added by the caller from its clock).
 */
export const buildReport = (
  input: CalculatorInput,
  result: PredictionResult,
): { report: ReportBody; steps: StepDraft[] } => {
  const knowledge = sectorKnowledge(input.sector);
  const figures = knowledge.figures;
  const all = ALL_SECTOR_FIGURES;
  const engineText = (entry: PredictionResult['strengths'][number]): ReportText => ({
    kind: 'engine',
    code: entry.code,
    ...(entry.params ? { params: entry.params } : {}),
  });
  const { cohorts, years } = SECTOR_FIGURES_PROVENANCE;
  // Each figure travels with the period it describes, so its sentence can say which years. Years
  // are text: the reader formats number params with digit grouping, and "2,019" is no year.
  const cohortParams = { firstCohort: String(cohorts.first), lastCohort: String(cohorts.last) };
  const survivalParams = {
    sector: percent(figures.survival5),
    all: percent(all.survival5),
    ...cohortParams,
  };
  const startsParams = {
    earlier: figures.newFirmsEarlier,
    later: figures.newFirmsLater,
    fromYear: String(years.earlier),
    toYear: String(years.later),
  };

  const opportunities: ReportText[] = [
    { kind: 'knowledge', sector: input.sector, entry: 'opportunity' },
  ];
  const threats: ReportText[] = [{ kind: 'knowledge', sector: input.sector, entry: 'threat' }];
  (figures.survival5 >= all.survival5 ? opportunities : threats).push(
    message(
      figures.survival5 >= all.survival5 ? 'swot.survivalAbove' : 'swot.survivalBelow',
      survivalParams,
      BDS,
    ),
  );
  if (figures.newFirmsLater > figures.newFirmsEarlier)
    opportunities.push(message('swot.startsRose', startsParams, BDS));
  if (figures.newFirmsLater < figures.newFirmsEarlier)
    threats.push(message('swot.startsFell', startsParams, BDS));
  threats.push(
    message(
      'swot.firstYearExits',
      { percent: percent(1 - figures.survival1), ...cohortParams },
      BDS,
    ),
  );

  const report: ReportBody = {
    sector: input.sector,
    overview: {
      score: result.score,
      probability: result.probability,
      interval: result.interval,
      band: result.band,
      label: result.label,
      baselineProbability: result.baseline.probability,
      timeToSuccessMonths: result.timeToSuccessMonths,
      modelVersion: result.modelVersion,
      inputHash: result.inputHash,
    },
    swot: {
      strengths: result.strengths.map(engineText),
      weaknesses: result.challenges.map(engineText),
      opportunities,
      threats,
    },
    competition: {
      intensity: input.competitionLevel,
      points: [
        message(`competition.level.${input.competitionLevel}`),
        message(`competition.market.${input.marketSize}`),
        message(
          'competition.newcomers',
          {
            sector: percent(figures.newFirmShareLater),
            all: percent(all.newFirmShareLater),
            toYear: String(years.later),
          },
          BDS,
        ),
        { kind: 'knowledge', sector: input.sector, entry: 'competition' },
      ],
    },
    market: {
      sector: figures,
      allSectors: all,
      source: BDS,
      // Stored with the figures, so a report keeps the periods its numbers describe.
      cohorts,
      years,
    },
    timeline: (Object.keys(PHASE_DAYS) as ReportPhase[]).map((phase) => ({
      phase,
      ...PHASE_DAYS[phase],
    })),
    resources: [...REPORT_RESOURCES],
    nextSteps: [message('next.firstStep'), message('next.simulator'), message('next.rerun')],
  };
  return { report, steps: buildSteps(input, result) };
};

/** The due date (YYYY-MM-DD, UTC) `days` after `from`. */
export const dueOn = (from: Date, days: number): string =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
