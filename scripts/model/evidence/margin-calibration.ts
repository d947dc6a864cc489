/**
 * Calibration to margins (issue 31): capital, team size and legal form move together, so their
 * published one-way gaps cannot be added (the same firms would count twice). The joint model gives
 * each firm of the source population the shift capital(x) + team(x) [+ legal(x)]; its predicted
 * one-way tables are the class means of that population's survival at each table's horizon, with
 * the table's overall rate as the level. Iterative proportional fitting on the shift scale: for
 * each table in turn, every class's effect moves by the shift between its target and its current
 * prediction, until every printed figure is reproduced. The shared part of two gaps then goes to
 * whichever variable the margins assign it, and no gap is counted twice.
 *
 * Capital has several tables (two cohorts, two horizons) and a curve rather than one level per
 * class: its step is the least-squares move of the curve's knots that closes every printed class's
 * gap at once, with a small penalty on the curve's bends (so a knot no table informs follows its
 * neighbours). The tables disagree a little (different cohorts), so capital is reproduced within
 * their spread rather than exactly; team size and legal form are reproduced exactly.
 */
import { jointWeights } from '#engine/scoring/copula';
import { capitalLevel } from '#engine/scoring/new-firm-effects';
import { levelForOverall, meanSurvivalAt, shiftForSurvival, type WeightedShift } from './horizon';
import type { EmployeeClass } from './source-population';

export type CalibrationTable = {
  id: string;
  horizonYears: number;
  overall: number;
  /** Target survival per class of the variable (null: not printed, implied by the overall). */
  targets: (number | null)[];
};

/** A capital table: each class is a set of the population's capital bands. */
export type CapitalTable = CalibrationTable & { bandsOfClass: number[][] };

export type CalibrationProblem = {
  logitHazards: readonly number[];
  loading: number;
  capitalBands: readonly { eur: number; share: number }[];
  /** EUR knots of the capital curve (linear in ln EUR, flat outside). */
  capitalKnotsEur: readonly number[];
  /** The knot held at 0 (the tables' levels absorb the curve's height). */
  referenceKnot: number;
  employees: readonly EmployeeClass[];
  /** Sole proprietorship, company (null: legal form left out of the joint model). */
  legalShares: readonly [number, number] | null;
  tables: {
    capital: CapitalTable[];
    employees: CalibrationTable;
    legal: CalibrationTable | null;
  };
};

export type CalibrationResult = {
  /** Capital curve levels at the knots (the reference knot 0). */
  capitalLevels: number[];
  /** Level per (pooled) employee class, the first 0. */
  employeeLevels: number[];
  /** Sole proprietorship, company (company 0); null without legal form. */
  legalLevels: [number, number] | null;
  iterations: number;
  /** Every class of every table: the target (null if not printed) and the model's figure. */
  reproduced: { table: string; targets: (number | null)[]; model: number[] }[];
  /** Largest gap of team size and legal form (reproduced exactly), points. */
  largestExactGapPoints: number;
  /** Root mean square gap of the capital tables' printed classes, points. */
  capitalRmsGapPoints: number;
};

const MAX_ITERATIONS = 500;
const TOLERANCE = 1e-9;
/** Weight of the curve's second differences (per ln-EUR step) in the capital least squares. */
const BEND_PENALTY = 0.05;

/** Solves a small dense linear system (Gaussian elimination with partial pivoting). */
const solve = (matrix: number[][], vector: number[]): number[] => {
  const size = vector.length;
  const rows = matrix.map((row, index) => [...row, vector[index] ?? 0]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(rows[row]?.[column] ?? 0) > Math.abs(rows[pivot]?.[column] ?? 0)) pivot = row;
    }
    [rows[column], rows[pivot]] = [rows[pivot] ?? [], rows[column] ?? []];
    const head = rows[column] ?? [];
    for (let row = column + 1; row < size; row += 1) {
      const current = rows[row] ?? [];
      const factor = (current[column] ?? 0) / (head[column] ?? 1);
      for (let k = column; k <= size; k += 1)
        current[k] = (current[k] ?? 0) - factor * (head[k] ?? 0);
    }
  }
  const result = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row -= 1) {
    const current = rows[row] ?? [];
    let sum = current[size] ?? 0;
    for (let k = row + 1; k < size; k += 1) sum -= (current[k] ?? 0) * (result[k] ?? 0);
    result[row] = sum / (current[row] ?? 1);
  }
  return result;
};

/** The closest non-increasing sequence in least squares (pool adjacent violators, equal weights). */
export const nonIncreasing = (values: readonly number[]): number[] => {
  const blocks: { sum: number; count: number }[] = [];
  for (const value of values) {
    blocks.push({ sum: value, count: 1 });
    while (blocks.length >= 2) {
      const last = blocks[blocks.length - 1];
      const before = blocks[blocks.length - 2];
      if (!last || !before || before.sum / before.count >= last.sum / last.count) break;
      blocks.splice(blocks.length - 2, 2, {
        sum: before.sum + last.sum,
        count: before.count + last.count,
      });
    }
  }
  return blocks.flatMap((block) => new Array<number>(block.count).fill(block.sum / block.count));
};

/** Interpolation weight of each knot at an amount (what the curve's level there is made of). */
const knotWeights = (eur: number, knotsEur: readonly number[]): number[] =>
  knotsEur.map((_, index) =>
    capitalLevel(
      { knotsUsd: [...knotsEur], levels: knotsEur.map((__, k) => (k === index ? 1 : 0)) },
      eur,
    ),
  );

export const calibrateMargins = (problem: CalibrationProblem): CalibrationResult => {
  const { logitHazards, capitalBands, capitalKnotsEur, employees, legalShares } = problem;
  const joint = jointWeights(
    [
      capitalBands.map((band) => band.share),
      employees.map((row) => row.share),
      ...(legalShares ? [[...legalShares]] : []),
    ],
    problem.loading,
  );
  const capitalLevels = capitalKnotsEur.map(() => 0);
  const employeeLevels = employees.map(() => 0);
  const legalLevels: [number, number] | null = legalShares ? [0, 0] : null;
  const bandKnotWeights = capitalBands.map((band) => knotWeights(band.eur, capitalKnotsEur));

  const cells = (): (WeightedShift & { band: number; employee: number; legal: number })[] =>
    joint.combinations.map(([band = 0, employee = 0, legal = 0], index) => ({
      weight: joint.weights[index] ?? 0,
      shift:
        capitalLevel(
          { knotsUsd: [...capitalKnotsEur], levels: capitalLevels },
          capitalBands[band]?.eur ?? 1,
        ) +
        (employeeLevels[employee] ?? 0) +
        (legalLevels?.[legal] ?? 0),
      band,
      employee,
      legal,
    }));

  type Cell = ReturnType<typeof cells>[number];
  /** Each class's mean survival at the table's own level (the one that gives its overall). */
  const predict = (table: CalibrationTable, inClass: (cell: Cell, k: number) => boolean) => {
    const all = cells();
    const level = levelForOverall(all, logitHazards, table.horizonYears, table.overall);
    return {
      level,
      means: table.targets.map((_, k) =>
        meanSurvivalAt(
          all.filter((cell) => inClass(cell, k)),
          logitHazards,
          table.horizonYears,
          level,
        ),
      ),
    };
  };
  const inCapitalClass = (table: CapitalTable) => (cell: Cell, k: number) =>
    table.bandsOfClass[k]?.includes(cell.band) ?? false;
  const exactTables: {
    table: CalibrationTable;
    inClass: (cell: Cell, k: number) => boolean;
    levels: number[];
    reference: number;
  }[] = [
    {
      table: problem.tables.employees,
      inClass: (cell, k) => cell.employee === k,
      levels: employeeLevels,
      reference: 0,
    },
    ...(legalLevels && problem.tables.legal
      ? [
          {
            table: problem.tables.legal,
            inClass: (cell: Cell, k: number) => cell.legal === k,
            levels: legalLevels,
            reference: 1,
          },
        ]
      : []),
  ];

  /** The shift that closes one class's gap at its table's level. */
  const gapShift = (table: CalibrationTable, level: number, target: number, mean: number) => {
    const moved = logitHazards.map((value) => value + level);
    return (
      shiftForSurvival(moved, table.horizonYears, target) -
      shiftForSurvival(moved, table.horizonYears, mean)
    );
  };

  /** One least-squares move of the capital knots over every printed class of every table. */
  const capitalStep = () => {
    const free = capitalKnotsEur.map((_, k) => k).filter((k) => k !== problem.referenceKnot);
    const size = free.length;
    const normal = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    const right = new Array<number>(size).fill(0);
    for (const table of problem.tables.capital) {
      const { level, means } = predict(table, inCapitalClass(table));
      const all = cells();
      table.targets.forEach((target, k) => {
        if (target === null) return;
        const members = all.filter((cell) => table.bandsOfClass[k]?.includes(cell.band));
        const total = members.reduce((sum, cell) => sum + cell.weight, 0);
        // How the class's mean shift moves with each free knot (its cells' interpolation weights).
        const row = free.map(
          (knot) =>
            members.reduce(
              (sum, cell) => sum + cell.weight * (bandKnotWeights[cell.band]?.[knot] ?? 0),
              0,
            ) / total,
        );
        const gap = gapShift(table, level, target, means[k] ?? target);
        row.forEach((value, i) => {
          right[i] = (right[i] ?? 0) + value * gap;
          row.forEach((other, j) => {
            const line = normal[i] ?? [];
            line[j] = (line[j] ?? 0) + value * other;
          });
        });
      });
    }
    // Bend penalty: second differences of the curve in ln(EUR), pulling towards straight lines.
    const logKnots = capitalKnotsEur.map(Math.log);
    for (let k = 1; k + 1 < capitalKnotsEur.length; k += 1) {
      const left = 1 / ((logKnots[k] ?? 0) - (logKnots[k - 1] ?? 0));
      const rightSlope = 1 / ((logKnots[k + 1] ?? 0) - (logKnots[k] ?? 0));
      const coefficients = new Map([
        [k - 1, left],
        [k, -left - rightSlope],
        [k + 1, rightSlope],
      ]);
      const bend = [...coefficients].reduce(
        (sum, [knot, value]) => sum + value * (capitalLevels[knot] ?? 0),
        0,
      );
      free.forEach((a, i) => {
        const ca = coefficients.get(a) ?? 0;
        right[i] = (right[i] ?? 0) - BEND_PENALTY * ca * bend;
        free.forEach((b, j) => {
          const line = normal[i] ?? [];
          line[j] = (line[j] ?? 0) + BEND_PENALTY * ca * (coefficients.get(b) ?? 0);
        });
      });
    }
    const step = solve(normal, right);
    const before = [...capitalLevels];
    free.forEach((knot, i) => {
      capitalLevels[knot] = (capitalLevels[knot] ?? 0) + (step[i] ?? 0);
    });
    // More capital never raises the hazard: every table orders its classes that way, and a wiggle
    // between knots no table separates is noise. Pool adjacent violators, then re-reference.
    const monotone = nonIncreasing(capitalLevels);
    const reference = monotone[problem.referenceKnot] ?? 0;
    monotone.forEach((value, k) => (capitalLevels[k] = value - reference));
    return Math.max(...capitalLevels.map((value, k) => Math.abs(value - (before[k] ?? 0))));
  };

  const exactGap = () =>
    Math.max(
      0,
      ...exactTables.flatMap(({ table, inClass }) => {
        const { means } = predict(table, inClass);
        return table.targets.map((target, k) =>
          target === null ? 0 : Math.abs((means[k] ?? 0) - target),
        );
      }),
    );

  let iterations = 0;
  let capitalMove = Infinity;
  while (iterations < MAX_ITERATIONS && (capitalMove > 1e-10 || exactGap() > TOLERANCE)) {
    iterations += 1;
    capitalMove = capitalStep();
    for (const { table, inClass, levels, reference } of exactTables) {
      const { level, means } = predict(table, inClass);
      table.targets.forEach((target, k) => {
        if (target !== null)
          levels[k] = (levels[k] ?? 0) + gapShift(table, level, target, means[k] ?? target);
      });
      // Stored as contrasts against a reference class (the level absorbs the rest).
      const offset = levels[reference] ?? 0;
      for (let k = 0; k < levels.length; k += 1) levels[k] = (levels[k] ?? 0) - offset;
    }
  }
  const capitalReproduced = problem.tables.capital.map((table) => ({
    table: table.id,
    targets: table.targets,
    model: predict(table, inCapitalClass(table)).means,
  }));
  const squares = capitalReproduced.flatMap(({ targets, model }) =>
    targets.flatMap((target, k) =>
      target === null ? [] : [(100 * ((model[k] ?? 0) - target)) ** 2],
    ),
  );
  return {
    capitalLevels,
    employeeLevels,
    legalLevels,
    iterations,
    reproduced: [
      ...capitalReproduced,
      ...exactTables.map(({ table, inClass }) => ({
        table: table.id,
        targets: table.targets,
        model: predict(table, inClass).means,
      })),
    ],
    largestExactGapPoints: 100 * exactGap(),
    capitalRmsGapPoints: Math.sqrt(squares.reduce((sum, value) => sum + value, 0) / squares.length),
  };
};
