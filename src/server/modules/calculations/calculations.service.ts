import { predict, type CalculatorInput, type PredictionResult } from '#engine/index';
import {
  CALCULATION_DEFAULT_TITLE,
  type CalculationList,
  type CalculationSummary,
  type CreateCalculationRequest,
  type ListCalculationsQuery,
  type CalculationOverview,
  type CalculationOverviewList,
  type SavedCalculation,
} from '#shared/contracts/calculations';
import { AppError } from '#shared/errors';
import { isMoneyCurrency, type MoneyEntry } from '#shared/money/currencies';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { ownsBusiness } from '#server/modules/businesses/index';
import {
  findCalculationOverviewRows,
  type CalculationRow,
  countCalculations,
  deleteCalculation,
  findCalculationById,
  findCalculationSummaries,
  insertCalculation,
  updateCalculationTitle,
} from './calculations.repository';

export type CalculationContext = { db: Database; clock: Clock; userId: string };

/** The capital as typed; rows saved before currencies existed were typed in US dollars. */
export const capitalEntryOf = (
  row: Pick<CalculationRow, 'capitalCurrency' | 'capitalAmount' | 'inputs'>,
): MoneyEntry =>
  isMoneyCurrency(row.capitalCurrency) && row.capitalAmount !== null
    ? { currency: row.capitalCurrency, amount: row.capitalAmount }
    : { currency: 'USD', amount: (row.inputs as CalculatorInput).capitalInvestment };

// Stored JSON was written by this service from validated values; the response schema re-checks it.
export const toSavedCalculation = (row: CalculationRow): SavedCalculation => ({
  id: row.id,
  title: row.title,
  input: row.inputs as CalculatorInput,
  capitalEntry: capitalEntryOf(row),
  result: row.result as PredictionResult,
  modelVersion: row.modelVersion,
  inputHash: row.inputHash,
  businessId: row.businessId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The row, if the user owns it. Unknown ids are NOT_FOUND and other users' rows FORBIDDEN, as the
 * issue asks (ids are random UUIDs, so the difference tells an attacker nothing usable).
 */
export const getOwnedCalculationRow = async (
  context: CalculationContext,
  id: string,
): Promise<CalculationRow> => {
  const row = await findCalculationById(context.db, id);
  if (!row) throw new AppError('NOT_FOUND', { message: 'This calculation does not exist.' });
  if (row.userId !== context.userId) throw new AppError('FORBIDDEN');
  return row;
};

export const createCalculation = async (
  context: CalculationContext,
  request: CreateCalculationRequest | undefined,
): Promise<SavedCalculation> => {
  if (!request) throw new AppError('VALIDATION_FAILED');
  if (request.businessId && !(await ownsBusiness(context.db, context.userId, request.businessId))) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'This business does not exist.',
      fieldErrors: { businessId: ['This business does not exist'] },
    });
  }
  // The server computes the result itself: a client can never save a score it made up.
  const result = predict(request.input);
  const now = context.clock();
  const row = await insertCalculation(context.db, {
    userId: context.userId,
    businessId: request.businessId ?? null,
    title: request.title ?? CALCULATION_DEFAULT_TITLE,
    inputs: request.input,
    // Dollars typed as dollars need no entry: a null entry reads as the dollars in `inputs`.
    capitalCurrency: request.capitalEntry?.currency ?? null,
    capitalAmount: request.capitalEntry?.amount ?? null,
    result,
    modelVersion: result.modelVersion,
    inputHash: result.inputHash,
    createdAt: now,
    updatedAt: now,
  });
  return toSavedCalculation(row);
};

export const findCalculations = async (
  context: CalculationContext,
  query: ListCalculationsQuery,
): Promise<CalculationList> => {
  const [rows, total] = await Promise.all([
    findCalculationSummaries(context.db, {
      userId: context.userId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countCalculations(context.db, context.userId),
  ]);
  const items = rows.map((row): CalculationSummary => ({
    ...row,
    band: row.band as CalculationSummary['band'],
    label: row.label as CalculationSummary['label'],
    sector: row.sector as CalculationSummary['sector'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { items, page: query.page, pageSize: query.pageSize, total };
};

export const getCalculation = async (context: CalculationContext, id: string) =>
  toSavedCalculation(await getOwnedCalculationRow(context, id));

export const renameCalculation = async (
  context: CalculationContext,
  options: { id: string; title: string },
): Promise<SavedCalculation> => {
  await getOwnedCalculationRow(context, options.id);
  const row = await updateCalculationTitle(context.db, {
    ...options,
    userId: context.userId,
    now: context.clock(),
  });
  // Deleted between the check and the update.
  if (!row) throw new AppError('NOT_FOUND');
  return toSavedCalculation(row);
};

export const removeCalculation = async (context: CalculationContext, id: string) => {
  await getOwnedCalculationRow(context, id);
  await deleteCalculation(context.db, { id, userId: context.userId });
};

/** Every saved calculation of the user, summarised (spec section 7's GET /api/analyses). */
export const findCalculationOverviews = async (context: {
  db: Database;
  userId: string;
}): Promise<CalculationOverviewList> => {
  const rows = await findCalculationOverviewRows(context.db, context.userId);
  return {
    analyses: rows.map((row): CalculationOverview => ({
      ...row,
      band: row.band as CalculationOverview['band'],
      label: row.label as CalculationOverview['label'],
      createdAt: row.createdAt.toISOString(),
    })),
  };
};
