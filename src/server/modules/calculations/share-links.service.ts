import type { CalculatorInput, PredictionResult } from '#engine/index';
import type { SharedCalculation, ShareLink } from '#shared/contracts/calculations';
import { AppError } from '#shared/errors';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/http/clock';
import { notify } from '#server/modules/notifications/index';
import {
  findCalculationByShareHash,
  replaceShareLink,
  revokeShareLinks,
} from './calculations.repository';
import { href } from '#shared/routes';
import {
  type CalculationContext,
  capitalEntryOf,
  getOwnedCalculationRow,
} from './calculations.service';
import { createShareToken, hashShareToken } from './share-token';

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
  return { token, url: href.sharedResult(token) };
};

export const revokeShareLink = async (context: CalculationContext, calculationId: string) => {
  await getOwnedCalculationRow(context, calculationId);
  await revokeShareLinks(context.db, { calculationId, now: context.clock() });
};

type SharedRow = NonNullable<Awaited<ReturnType<typeof findCalculationByShareHash>>>;

/** What a share link shows: never the owner, the calculation's id or the link's. */
const toSharedCalculation = (row: SharedRow): SharedCalculation => ({
  title: row.title,
  input: row.inputs as CalculatorInput,
  capitalEntry: capitalEntryOf(row),
  result: row.result as PredictionResult,
  modelVersion: row.modelVersion,
  createdAt: row.createdAt.toISOString(),
});

/** The shared view, or null for an unknown or revoked token. */
export const findSharedCalculation = async (
  db: Database,
  token: string,
): Promise<SharedCalculation | null> => {
  const row = await findCalculationByShareHash(db, hashShareToken(token));
  return row ? toSharedCalculation(row) : null;
};

/** Where the owner reads a saved result (a web path: the server does not import the web's). */

/**
 * The shared view for the share page. A view by anyone but the owner notifies the owner, at most
 * once per link and (UTC) day; link-preview fetches (share-preview.ts) never come here.
 */
export const getSharedCalculation = async (
  context: { db: Database; clock: Clock },
  token: string,
  viewerId: string | null,
): Promise<SharedCalculation> => {
  const row = await findCalculationByShareHash(context.db, hashShareToken(token));
  if (!row)
    throw new AppError('NOT_FOUND', { message: 'This link does not exist or was revoked.' });
  if (viewerId !== row.userId) {
    const now = context.clock();
    await notify(
      context.db,
      {
        userId: row.userId,
        kind: 'sharedResultViewed',
        params: { title: row.title },
        link: href.calculationResult(row.id),
        dedupeKey: `share-view:${row.shareId}:${now.toISOString().slice(0, 10)}`,
      },
      now,
    );
  }
  return toSharedCalculation(row);
};
