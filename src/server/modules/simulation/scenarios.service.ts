import {
  type CreateScenarioRequest,
  type SavedScenario,
  type UpdateScenarioRequest,
} from '#shared/contracts/scenarios';
import { SCENARIOS_PER_BUSINESS_MAX, SimulationInputSchema } from '#shared/contracts/simulation';
import { AppError } from '#shared/errors';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { ownsBusiness } from '#server/modules/businesses/index';
import {
  deleteScenarioRow,
  findScenarioRows,
  insertScenarioRowWithinLimit,
  type ScenarioRow,
  updateScenarioRow,
} from './simulation.repository';

type Context = { db: Database; userId: string };

// The row's params were validated on write; a row that no longer validates is a server fault.
const toScenario = (row: ScenarioRow): SavedScenario => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  input: SimulationInputSchema.parse(row.params),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Same answer for "not yours" and "does not exist": no existence oracle.
const businessNotFound = () => new AppError('NOT_FOUND', { message: 'Business not found' });
const scenarioNotFound = () => new AppError('NOT_FOUND', { message: 'Scenario not found' });

export const findScenarios = async (context: Context & { businessId: string }) => {
  if (!(await ownsBusiness(context.db, context.userId, context.businessId)))
    throw businessNotFound();
  return { scenarios: (await findScenarioRows(context.db, context.businessId)).map(toScenario) };
};

export const createScenario = async (
  context: Context & { clock: Clock; businessId: string; input: CreateScenarioRequest | undefined },
) => {
  if (!context.input) throw new AppError('VALIDATION_FAILED');
  const now = context.clock();
  const result = await insertScenarioRowWithinLimit(
    context.db,
    {
      userId: context.userId,
      businessId: context.businessId,
      name: context.input.name,
      params: context.input.input,
      createdAt: now,
      updatedAt: now,
    },
    SCENARIOS_PER_BUSINESS_MAX,
  );
  if (result === 'not-found') throw businessNotFound();
  if (result === 'limit-reached') {
    throw new AppError('CONFLICT', {
      message: `A business can have at most ${SCENARIOS_PER_BUSINESS_MAX} saved scenarios. Delete one to save another.`,
    });
  }
  return toScenario(result);
};

export const updateScenario = async (
  context: Context & { clock: Clock; scenarioId: string; input: UpdateScenarioRequest | undefined },
) => {
  if (!context.input) throw new AppError('VALIDATION_FAILED');
  const { name, input } = context.input;
  const row = await updateScenarioRow(context.db, {
    userId: context.userId,
    scenarioId: context.scenarioId,
    changes: { ...(name !== undefined ? { name } : {}), ...(input ? { params: input } : {}) },
    updatedAt: context.clock(),
  });
  if (!row) throw scenarioNotFound();
  return toScenario(row);
};

export const deleteScenario = async (context: Context & { scenarioId: string }) => {
  if (!(await deleteScenarioRow(context.db, context.userId, context.scenarioId)))
    throw scenarioNotFound();
};
