import type { CalculatorInput, PredictionResult } from '#engine/index';
import type { SharedCalculation, ShareLink } from '#shared/contracts/calculations';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import {
  findCalculationByShareHash,
  replaceShareLink,
  revokeShareLinks,
} from './calculations.repository';
import { type CalculationContext, getOwnedCalculationRow } from './calculations.service';
import { createShareToken, hashShareToken, sharePathFor } from './share-token';

/** A new link; the calculation's earlier links stop working in the same transaction. */
export const createShareLink = async (
  context: CalculationContext,
  calculationId: string,
): Promise<ShareLink> => {
  await getOwnedCalculationRow(context, calculationId);
  const token = createShareToken();
  await replaceShareLink(context.db, {
    calculationId,
    tokenHash: hashShareToken(token),
    now: context.clock(),
  });
  return { token, url: sharePathFor(token) };
};

export const revokeShareLink = async (context: CalculationContext, calculationId: string) => {
  await getOwnedCalculationRow(context, calculationId);
  await revokeShareLinks(context.db, { calculationId, now: context.clock() });
};

/** The shared view, or null for an unknown or revoked token. Never names the owner. */
export const findSharedCalculation = async (
  db: Database,
  token: string,
): Promise<SharedCalculation | null> => {
  const row = await findCalculationByShareHash(db, hashShareToken(token));
  if (!row) return null;
  return {
    title: row.title,
    input: row.inputs as CalculatorInput,
    result: row.result as PredictionResult,
    modelVersion: row.modelVersion,
    createdAt: row.createdAt.toISOString(),
  };
};

export const getSharedCalculation = async (db: Database, token: string) => {
  const shared = await findSharedCalculation(db, token);
  if (!shared)
    throw new AppError('NOT_FOUND', { message: 'This link does not exist or was revoked.' });
  return shared;
};
