import {
  type Business,
  BUSINESSES_PER_USER_MAX,
  type CreateBusinessRequest,
  type UpdateBusinessRequest,
} from '#shared/contracts/businesses';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { AppError } from '#shared/errors';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import {
  type BusinessRow,
  deleteBusinessRow,
  findBusinessRow,
  findBusinessRowsOfUser,
  insertBusinessRowWithinLimit,
  updateBusinessRow,
} from './businesses.repository';

type Context = { db: Database; userId: string };

// Inputs stored before a calculator field changed may no longer validate: show none rather than fail.
const toBusiness = (row: BusinessRow): Business => {
  const inputs = row.inputs === null ? null : CalculatorInputSchema.safeParse(row.inputs);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    inputs: inputs?.success ? inputs.data : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

// Same answer for "not yours" and "does not exist": no existence oracle.
const notFound = () => new AppError('NOT_FOUND', { message: 'Business not found' });

export const findBusinesses = async (context: Context) => ({
  businesses: (await findBusinessRowsOfUser(context.db, context.userId)).map(toBusiness),
});

export const getBusiness = async (context: Context & { businessId: string }) => {
  const row = await findBusinessRow(context.db, context.userId, context.businessId);
  if (!row) throw notFound();
  return toBusiness(row);
};

export const createBusiness = async (
  context: Context & { clock: Clock; input: CreateBusinessRequest },
) => {
  const now = context.clock();
  const result = await insertBusinessRowWithinLimit(
    context.db,
    {
      userId: context.userId,
      name: context.input.name,
      description: context.input.description ?? '',
      inputs: context.input.inputs ?? null,
      createdAt: now,
      updatedAt: now,
    },
    BUSINESSES_PER_USER_MAX,
  );
  if (result === 'limit-reached') {
    throw new AppError('CONFLICT', {
      message: `You can have at most ${BUSINESSES_PER_USER_MAX} businesses. Delete one to add another.`,
    });
  }
  return toBusiness(result);
};

export const updateBusiness = async (
  context: Context & { clock: Clock; businessId: string; input: UpdateBusinessRequest },
) => {
  const row = await updateBusinessRow(context.db, {
    userId: context.userId,
    businessId: context.businessId,
    changes: context.input,
    updatedAt: context.clock(),
  });
  if (!row) throw notFound();
  return toBusiness(row);
};

export const deleteBusiness = async (context: Context & { businessId: string }) => {
  if (!(await deleteBusinessRow(context.db, context.userId, context.businessId))) throw notFound();
};
