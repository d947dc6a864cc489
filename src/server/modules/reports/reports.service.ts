import { predict } from '#engine/index';
import { buildReport, dueOn } from '#shared/reports/build-report';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import {
  type ActionPlans,
  type ActionStep,
  type Report,
  ReportBodySchema,
  type ReportList,
  type CreateReportRequest,
  ReportTextSchema,
  type ReportPhase,
  type UpdateActionStepRequest,
} from '#shared/contracts/reports';
import { AppError } from '#shared/errors';
import type { Clock } from '#server/http/clock';
import type { Database } from '#server/db/client';
import { findBusinessPlan } from '#server/modules/businesses/index';
import { spendOnTool } from '#server/modules/tokens/index';
import {
  type ReportRow,
  type AnalysisStepRow,
  findAnalysisRow,
  findAnalysisRowCreatedAt,
  findAnalysisRowsOfUser,
  findStepRows,
  insertAnalysisWithSteps,
  updateStepDone,
} from './reports.repository';

type Context = { db: Database; userId: string };

// Same answer for "not yours" and "does not exist": no existence oracle.
const notFound = (what: string) => new AppError('NOT_FOUND', { message: `${what} not found` });

const toStep = (row: AnalysisStepRow): ActionStep => ({
  id: row.id,
  position: row.position,
  text: ReportTextSchema.parse(row.text),
  phase: row.phase as ReportPhase,
  dueOn: row.dueOn,
  done: row.doneAt !== null,
  doneAt: row.doneAt?.toISOString() ?? null,
});

const toReport = (row: ReportRow, steps: AnalysisStepRow[]): Report => ({
  id: row.id,
  businessId: row.businessId,
  title: row.title,
  input: CalculatorInputSchema.parse(row.inputs),
  report: ReportBodySchema.parse(row.report),
  steps: steps.map(toStep),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The inputs come from the business's latest saved calculation, else the inputs it was created
 * with; the engine runs again so the report carries the current model version. Every check that
 * can refuse comes first: ownership and inputs (404, 422), then the balance (402); the engine and
 * the report's rows only for a request that will be answered 201 (issue 34: a flood of 402s ran
 * the engine for each).
 */
export const createReport = async (
  context: Context & {
    clock: Clock;
    input: CreateReportRequest;
    /** The paid use's key (tokens/idempotency-key.ts): a retry with it is not charged again. */
    idempotencyKey: string;
  },
): Promise<Report> => {
  const { db, userId } = context;
  const plan = await findBusinessPlan(db, userId, context.input.businessId);
  if (!plan) throw notFound('Business');
  const { business, input } = plan;
  if (!input) throw new AppError('ANALYSIS_INPUTS_MISSING');

  const now = context.clock();
  // The spend and the saved report commit together (docs/tokens.md): a report that fails to save
  // rolls its spend back, a short balance (402) saves nothing, and the account's lock makes
  // concurrent requests of one user pay one after another.
  const saved = await db.transaction(async (transaction) => {
    const spend = await spendOnTool(
      transaction,
      { userId, toolId: 'comprehensiveAnalysis', idempotencyKey: context.idempotencyKey },
      now,
    );
    if (spend.status === 'repeated') {
      // A retried request: the report its first attempt saved (same user, business and moment).
      const earlier = await findAnalysisRowCreatedAt(
        transaction,
        userId,
        business.id,
        spend.use.createdAt,
      );
      if (!earlier) throw new AppError('CONFLICT');
      return { row: earlier, stepRows: await findStepRows(transaction, userId, [earlier.id]) };
    }
    // Paid for: now the engine (about 0.2 ms, under the account's lock).
    const { report, steps } = buildReport(input, predict(input));
    return insertAnalysisWithSteps(
      transaction,
      {
        userId,
        businessId: business.id,
        title: business.name,
        inputs: input,
        report,
        score: report.overview.score,
        modelVersion: report.overview.modelVersion,
        createdAt: now,
        updatedAt: now,
      },
      steps.map((step) => ({
        userId,
        position: step.position,
        text: step.text,
        phase: step.phase,
        dueOn: dueOn(now, step.dueInDays),
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  return toReport(saved.row, saved.stepRows);
};

export const getReport = async (context: Context & { analysisId: string }): Promise<Report> => {
  const row = await findAnalysisRow(context.db, context.userId, context.analysisId);
  if (!row) throw notFound('Analysis');
  return toReport(row, await findStepRows(context.db, context.userId, [row.id]));
};

/** The user's analyses, each with its own steps (read in two queries, not one per analysis). */
const findAnalysesWithSteps = async (context: Context) => {
  const rows = await findAnalysisRowsOfUser(context.db, context.userId);
  const steps = await findStepRows(
    context.db,
    context.userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, steps: steps.filter((step) => step.analysisId === row.id) }));
};

export const findReports = async (context: Context): Promise<ReportList> => {
  const analyses = await findAnalysesWithSteps(context);
  return {
    items: analyses.map(({ row, steps: own }) => {
      return {
        id: row.id,
        businessId: row.businessId,
        title: row.title,
        score: row.score,
        band: ReportBodySchema.shape.overview.parse((row.report as { overview?: unknown }).overview)
          .band,
        modelVersion: row.modelVersion,
        stepsTotal: own.length,
        stepsDone: own.filter((step) => step.doneAt !== null).length,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
};

export const findActionPlans = async (context: Context): Promise<ActionPlans> => {
  const analyses = await findAnalysesWithSteps(context);
  return {
    plans: analyses.map(({ row, steps }) => ({
      analysisId: row.id,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      steps: steps.map(toStep),
    })),
  };
};

export const updateActionStep = async (
  context: Context & {
    clock: Clock;
    analysisId: string;
    stepId: string;
    input: UpdateActionStepRequest;
  },
): Promise<ActionStep> => {
  const now = context.clock();
  const row = await updateStepDone(
    context.db,
    { userId: context.userId, analysisId: context.analysisId, stepId: context.stepId },
    context.input.done ? now : null,
    now,
  );
  if (!row) throw notFound('Step');
  return toStep(row);
};
