import { conditionalSurvival } from '#engine/index';
import {
  type Checkup,
  type CheckupFigures,
  CHECKUP_SOURCES,
  type CheckupSourceId,
  CheckupFiguresSchema,
  type CheckupResult,
  CheckupResultSchema,
  CHECKUPS_LISTED_MAX,
  CHECKUPS_PER_BUSINESS_MAX,
  type CheckupSurvival,
} from '#shared/contracts/business-analyzer';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { AppError } from '#shared/errors';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import {
  type CheckupRow,
  findCheckupRows,
  insertCheckupRowWithinLimit,
} from './business-analyzer.repository';
import {
  chooseActions,
  computeChange,
  computeRatios,
  computeRedFlags,
  computeRunway,
  inCurrencyOf,
} from './checkup-metrics';

import { findBusinessPlan } from '#server/modules/businesses/index';

type Context = { db: Database; userId: string; businessId: string };

// Same answer for "not yours" and "does not exist": no existence oracle.
const notFound = () => new AppError('NOT_FOUND', { message: 'Business not found' });

/** The business's plan by the tools' one rule (businesses/business-plan.ts), when the user owns it. */
const ownedBusinessPlan = async (context: Context) => {
  const plan = await findBusinessPlan(context.db, context.userId, context.businessId);
  if (!plan) throw notFound();
  return plan;
};

// Rows are written only by this module through the same schemas; parsing keeps rows inside the server.
const toCheckup = (row: CheckupRow): Checkup => ({
  id: row.id,
  businessId: row.businessId,
  createdAt: row.createdAt.toISOString(),
  figures: CheckupFiguresSchema.parse(row.figures),
  result: CheckupResultSchema.parse(row.result),
});

const isCheckupSource = (id: string): id is CheckupSourceId => Object.hasOwn(CHECKUP_SOURCES, id);

/** The plan's survival given the months survived; none when the business has no valid inputs. */
const survivalOf = (inputs: unknown, figures: CheckupFigures): CheckupSurvival | null => {
  const plan = inputs === null ? null : CalculatorInputSchema.safeParse(inputs);
  if (!plan?.success) return null;
  const survival = conditionalSurvival(plan.data, figures.monthsOperating);
  // The screen cites every figure from CHECKUP_SOURCES: an engine source missing there is a bug.
  if (!isCheckupSource(survival.source.id)) {
    throw new Error(`No citation for source ${survival.source.id}`);
  }
  return {
    ...survival,
    source: { ...survival.source, id: survival.source.id },
    sector: plan.data.sector,
  };
};

export const analyzeFigures = (
  inputs: unknown,
  figures: CheckupFigures,
  previous: Checkup | null,
): CheckupResult => {
  const survival = survivalOf(inputs, figures);
  const runway = computeRunway(figures);
  const previousFigures = previous ? inCurrencyOf(previous.figures, figures) : null;
  const redFlags = computeRedFlags(figures, previousFigures, runway);
  return {
    survival,
    runway,
    ratios: computeRatios(figures, previousFigures),
    redFlags: redFlags.map((id) => ({ id })),
    actions: chooseActions(redFlags, runway, survival !== null),
    change: computeChange(
      previous && {
        createdAt: previous.createdAt,
        figures: previousFigures ?? previous.figures,
        survival: previous.result.survival,
        runway: previous.result.runway,
      },
      { figures, survival, runway },
    ),
  };
};

export const findCheckups = async (context: Context) => {
  await ownedBusinessPlan(context);
  const rows = await findCheckupRows(context.db, context.businessId, CHECKUPS_LISTED_MAX);
  return { checkups: rows.map(toCheckup) };
};

export const createCheckup = async (
  context: Context & { clock: Clock; figures: CheckupFigures },
): Promise<Checkup> => {
  const plan = await ownedBusinessPlan(context);
  const [latest] = await findCheckupRows(context.db, context.businessId, 1);
  const result = analyzeFigures(plan.input, context.figures, latest ? toCheckup(latest) : null);
  const row = await insertCheckupRowWithinLimit(
    context.db,
    {
      businessId: context.businessId,
      userId: context.userId,
      figures: context.figures,
      result,
      createdAt: context.clock(),
    },
    CHECKUPS_PER_BUSINESS_MAX,
  );
  if (row === 'limit-reached') {
    throw new AppError('CONFLICT', {
      message: `A business keeps at most ${CHECKUPS_PER_BUSINESS_MAX} check-ups`,
    });
  }
  return toCheckup(row);
};
