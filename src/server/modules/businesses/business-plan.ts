import { and, desc, eq } from 'drizzle-orm';
import type { CalculatorInput } from '#engine/index';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import type { Database } from '#server/db/client';
import { calculations } from '#server/db/schema/index';
import { type BusinessRow, findBusinessRow } from './businesses.repository';

/**
 * The one rule by which a business's tools (comprehensive analysis, business analyzer, validation
 * experiments) read its plan: the latest saved calculation linked to the business, else the
 * calculator answers it was created with. Answers saved before a calculator field changed may no
 * longer validate; they are skipped, and `input` is null when nothing valid is left.
 */
export type BusinessPlan = { business: BusinessRow; input: CalculatorInput | null };

const latestLinkedCalculationInputs = async (db: Database, userId: string, businessId: string) => {
  const [row] = await db
    .select({ inputs: calculations.inputs })
    .from(calculations)
    .where(and(eq(calculations.userId, userId), eq(calculations.businessId, businessId)))
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(1);
  return row?.inputs;
};

/** The business and its plan when `userId` owns it; undefined otherwise (the caller answers 404). */
export const findBusinessPlan = async (
  db: Database,
  userId: string,
  businessId: string,
): Promise<BusinessPlan | undefined> => {
  const business = await findBusinessRow(db, userId, businessId);
  if (!business) return undefined;
  const candidates = [
    await latestLinkedCalculationInputs(db, userId, business.id),
    business.inputs,
  ];
  const input =
    candidates
      .map((value) => CalculatorInputSchema.safeParse(value))
      .find((parsed) => parsed.success)?.data ?? null;
  return { business, input };
};
