/** Penalised logistic regression by projected Newton (IRLS), with optional upper bounds of 0. */
export type LogisticProblem = {
  /** Row-major design, rows x columns. */
  rows: Float64Array[];
  outcomes: Uint8Array;
  offsets: Float64Array;
  /** L2 penalty per column (0 = unpenalised). */
  penalties: number[];
  /** Columns constrained to be <= 0. */
  upperBoundZero: boolean[];
};

export type LogisticFit = { weights: number[]; covariance: number[][]; iterations: number };

const MAX_ITERATIONS = 100;
const TOLERANCE = 1e-9;

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and SPD here). */
export const solve = (matrix: number[][], vector: number[]): number[] => {
  const size = vector.length;
  const a = matrix.map((row, index) => [...row, vector[index] ?? 0]);
  for (let col = 0; col < size; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < size; row += 1) {
      if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row;
    }
    [a[col], a[pivot]] = [a[pivot] ?? [], a[col] ?? []];
    const pivotRow = a[col] ?? [];
    for (let row = col + 1; row < size; row += 1) {
      const target = a[row] ?? [];
      const factor = (target[col] ?? 0) / (pivotRow[col] ?? 1);
      for (let k = col; k <= size; k += 1)
        target[k] = (target[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  const x = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row -= 1) {
    const current = a[row] ?? [];
    let sum = current[size] ?? 0;
    for (let k = row + 1; k < size; k += 1) sum -= (current[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (current[row] ?? 1);
  }
  return x;
};

export const invert = (matrix: number[][]): number[][] => {
  const columns = matrix.map((_, index) =>
    solve(
      matrix,
      matrix.map((__, k) => (k === index ? 1 : 0)),
    ),
  );
  return matrix.map((_, row) => columns.map((column) => column[row] ?? 0));
};

const gradientAndHessian = (problem: LogisticProblem, weights: number[]) => {
  const size = weights.length;
  const gradient = weights.map((weight, index) => -(problem.penalties[index] ?? 0) * weight);
  const hessian = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (__, col) => (row === col ? (problem.penalties[row] ?? 0) : 0)),
  );
  problem.rows.forEach((x, rowIndex) => {
    let z = problem.offsets[rowIndex] ?? 0;
    for (let k = 0; k < size; k += 1) if (x[k] !== 0) z += (x[k] ?? 0) * (weights[k] ?? 0);
    const mu = 1 / (1 + Math.exp(-z));
    const residual = (problem.outcomes[rowIndex] ?? 0) - mu;
    const weight = mu * (1 - mu);
    const nonZero: number[] = [];
    for (let k = 0; k < size; k += 1) if (x[k] !== 0) nonZero.push(k);
    for (const j of nonZero) {
      gradient[j] = (gradient[j] ?? 0) + residual * (x[j] ?? 0);
      const hessianRow = hessian[j] ?? [];
      for (const k of nonZero)
        hessianRow[k] = (hessianRow[k] ?? 0) + weight * (x[j] ?? 0) * (x[k] ?? 0);
    }
  });
  return { gradient, hessian };
};

/** Maximises the penalised log-likelihood; bounded columns at 0 that push upwards stay at 0. */
export const fitLogistic = (problem: LogisticProblem): LogisticFit => {
  const size = problem.penalties.length;
  const weights = new Array<number>(size).fill(0);
  let iterations = 0;
  for (; iterations < MAX_ITERATIONS; iterations += 1) {
    const { gradient, hessian } = gradientAndHessian(problem, weights);
    const free = weights
      .map((_, index) => index)
      .filter(
        (index) =>
          !(
            problem.upperBoundZero[index] &&
            (weights[index] ?? 0) >= 0 &&
            (gradient[index] ?? 0) > 0
          ),
      );
    const step = solve(
      free.map((row) => free.map((col) => hessian[row]?.[col] ?? 0)),
      free.map((index) => gradient[index] ?? 0),
    );
    let largest = 0;
    free.forEach((index, position) => {
      const before = weights[index] ?? 0;
      let after = before + (step[position] ?? 0);
      if (problem.upperBoundZero[index]) after = Math.min(after, 0);
      weights[index] = after;
      largest = Math.max(largest, Math.abs(after - before));
    });
    if (largest < TOLERANCE) break;
  }
  const { hessian } = gradientAndHessian(problem, weights);
  return { weights, covariance: invert(hessian), iterations };
};
