/**
 * `model.ts ablation` [--folds 5] [--seed 1]: what each of the model's honesty
 * constraints costs in SBA charge-off AUC. A ladder of plain L2 logistic regressions on the judged
 * loans (NAICS and UrbanRural recorded), the same stratified folds as model-cv, each rung dropping
 * one constraint the shipped model keeps:
 *   1. shipped structure: BDS sector and state as a fixed offset; capital, scale and area fitted
 *      (capital monotone), adjusted for SBA sector, state and NewExist, which are then dropped;
 *   2. + SBA state effects (the loans' own state levels on top of BDS);
 *   3. + capital free to rise with the hazard (the $50-100k loan bump);
 *   4. + SBA sector levels instead of the BDS sector ordering;
 *   5. + NewExist read the SBA way (new businesses safer): a plain regression on every column.
 * The shipped model itself is judged by scripts/model/cv.ts; rung 1 approximates it. Prints JSON.
 */
import { OPERATION_SCALES, SECTOR_CODES } from '#engine/inputs';
import { US_STATE_CODES } from '#engine/locations';
import { capitalBasis } from './fit-core';
import { logit } from '#engine/scoring/hazard';
import type { BdsPart } from './fit-bds';
import { CAPITAL_KNOTS_USD, isFittable, oneHot } from './fit-core';
import { fitLogistic } from './logistic';
import { auc } from './metrics';
import { readTrainingData } from './data';
import { numberOption, stratifiedFolds } from './folds';
import { employeesToScale, type SbaLoan } from './sba';

type Block = {
  columns: (loan: SbaLoan) => number[];
  penalty: number;
  /** Fitted but left out of the score (an adjustment, as the shipped fit does). */
  adjustmentOnly?: boolean;
  monotoneDecreasing?: boolean;
};
type Rung = { name: string; bdsOffset: boolean; blocks: Block[] };

const sectorBlock = (adjustmentOnly: boolean): Block => ({
  columns: (loan) => oneHot(SECTOR_CODES.length, SECTOR_CODES.indexOf(loan.sector ?? 'retail')),
  penalty: 2,
  adjustmentOnly,
});
const stateBlock = (adjustmentOnly: boolean): Block => ({
  columns: (loan) =>
    oneHot(US_STATE_CODES.length, US_STATE_CODES.indexOf((loan.state ?? 'CA') as 'CA')),
  penalty: 10,
  adjustmentOnly,
});
const newExistBlock = (adjustmentOnly: boolean): Block => ({
  columns: (loan) => [loan.newExist === 2 ? 1 : 0],
  penalty: 0.1,
  adjustmentOnly,
});
const areaBlock: Block = { columns: (loan) => [loan.urbanRural === 2 ? 1 : 0], penalty: 1 };
const scaleBlock: Block = {
  columns: (loan) =>
    oneHot(
      OPERATION_SCALES.length,
      OPERATION_SCALES.indexOf(employeesToScale(loan.employees ?? 2)),
    ).slice(1),
  penalty: 1,
};
const capitalBlock = (monotoneDecreasing: boolean): Block => ({
  columns: (loan) => capitalBasis(loan.disbursementUsd ?? 1e5, CAPITAL_KNOTS_USD),
  penalty: 1,
  monotoneDecreasing,
});

/** The ladder: each rung drops one more of the shipped model's constraints than the one before. */
const LADDER = [
  { name: 'shippedStructure', drops: null },
  { name: 'plusSbaStateEffects', drops: 'bdsStatesOnly' },
  { name: 'plusNonMonotoneCapital', drops: 'monotoneCapital' },
  { name: 'plusSbaSectorLevels', drops: 'bdsSectorAnchor' },
  { name: 'plusNewExistAsSbaReadsIt', drops: 'newExistIgnored' },
] as const;
type Constraint = NonNullable<(typeof LADDER)[number]['drops']>;

const rungKeeping = (name: string, keeps: (constraint: Constraint) => boolean): Rung => ({
  name,
  bdsOffset: keeps('bdsSectorAnchor'),
  blocks: [
    sectorBlock(keeps('bdsSectorAnchor')),
    stateBlock(keeps('bdsStatesOnly')),
    newExistBlock(keeps('newExistIgnored')),
    areaBlock,
    scaleBlock,
    capitalBlock(keeps('monotoneCapital')),
  ],
});

const RUNGS: Rung[] = LADDER.map(({ name }, index) => {
  const dropped = new Set(LADDER.slice(0, index + 1).map((step) => step.drops));
  return rungKeeping(name, (constraint) => !dropped.has(constraint));
});

/** BDS sector 5-year failure logit plus the BDS state hazard shift (the shipped anchor). */
const bdsOffset = (bds: BdsPart, loan: SbaLoan) =>
  logit(1 - bds.hazards.sectors[loan.sector ?? 'retail'].survival5) +
  (bds.states[loan.state ?? '']?.bdsShift ?? 0);

const crossValidatedAuc = (
  rung: Rung,
  bds: BdsPart,
  loans: readonly SbaLoan[],
  fold: Map<SbaLoan, number>,
  folds: number,
) => {
  const row = (loan: SbaLoan) =>
    Float64Array.from([1, ...rung.blocks.flatMap((block) => block.columns(loan))]);
  const perColumn = (pick: (block: Block) => number | boolean) => [
    ...rung.blocks.flatMap((block) => block.columns(loans[0] as SbaLoan).map(() => pick(block))),
  ];
  const penalties = [0, ...perColumn((block) => block.penalty)] as number[];
  const scored = [1, ...perColumn((block) => (block.adjustmentOnly ? 0 : 1))] as number[];
  const bounded = [false, ...perColumn((block) => block.monotoneDecreasing ?? false)] as boolean[];
  const offset = (loan: SbaLoan) => (rung.bdsOffset ? bdsOffset(bds, loan) : 0);
  const scores: number[] = [];
  const outcomes: number[] = [];
  for (let k = 0; k < folds; k += 1) {
    const training = loans.filter((loan) => fold.get(loan) !== k);
    const { weights } = fitLogistic({
      rows: training.map(row),
      outcomes: Uint8Array.from(training.map((loan) => (loan.chargedOff ? 1 : 0))),
      offsets: Float64Array.from(training.map(offset)),
      penalties,
      upperBoundZero: bounded,
    });
    for (const loan of loans.filter((candidate) => fold.get(candidate) === k)) {
      const values = row(loan);
      let score = offset(loan);
      for (let j = 0; j < values.length; j += 1)
        score += (values[j] ?? 0) * (weights[j] ?? 0) * (scored[j] ?? 0);
      scores.push(score);
      outcomes.push(loan.chargedOff ? 1 : 0);
    }
  }
  return Number(auc(scores, outcomes).toFixed(4));
};

/** `model.ts ablation [--folds 5] [--seed 1]`. */
export const main = () => {
  const folds = numberOption('--folds', 5);
  const seed = numberOption('--seed', 1);
  const { bds, loans: allLoans } = readTrainingData();
  const loans = allLoans.filter(isFittable);
  const fold = stratifiedFolds(loans, folds, seed);
  const ladder = RUNGS.map((rung) => ({
    rung: rung.name,
    auc: crossValidatedAuc(rung, bds, loans, fold, folds),
  }));
  console.log(JSON.stringify({ folds, seed, loans: loans.length, ladder }));
};
