/** Discrimination and calibration metrics of probabilities `predicted` for 0/1 `outcomes`. */
export type Metrics = {
  n: number;
  auc: number;
  brier: number;
  brierSkill: number;
  logLoss: number;
  ece: number;
};

const ECE_BINS = 10;
const LOG_LOSS_EPSILON = 1e-12;

/** Mann-Whitney AUC with average ranks for ties. */
export const auc = (scores: readonly number[], outcomes: readonly number[]): number => {
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => a.score - b.score);
  const ranks = new Array<number>(scores.length).fill(0);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.score === order[start]?.score) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[order[k]?.index ?? 0] = rank;
    start = end + 1;
  }
  const positives = outcomes.filter((value) => value === 1).length;
  const negatives = outcomes.length - positives;
  const rankSum = outcomes.reduce(
    (sum, value, index) => sum + (value === 1 ? (ranks[index] ?? 0) : 0),
    0,
  );
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
};

export const computeMetrics = (
  predicted: readonly number[],
  outcomes: readonly number[],
): Metrics => {
  const n = predicted.length;
  const baseRate = outcomes.reduce((sum, value) => sum + value, 0) / n;
  let brier = 0;
  let logLoss = 0;
  const bins = Array.from({ length: ECE_BINS }, () => ({ count: 0, predicted: 0, observed: 0 }));
  predicted.forEach((p, index) => {
    const y = outcomes[index] ?? 0;
    brier += (p - y) ** 2;
    const clipped = Math.min(Math.max(p, LOG_LOSS_EPSILON), 1 - LOG_LOSS_EPSILON);
    logLoss -= y * Math.log(clipped) + (1 - y) * Math.log(1 - clipped);
    const bin = bins[Math.min(Math.floor(p * ECE_BINS), ECE_BINS - 1)];
    if (bin) {
      bin.count += 1;
      bin.predicted += p;
      bin.observed += y;
    }
  });
  brier /= n;
  const ece = bins.reduce((sum, bin) => sum + Math.abs(bin.predicted - bin.observed) / n, 0);
  return {
    n,
    auc: auc(predicted, outcomes),
    brier,
    brierSkill: 1 - brier / (baseRate * (1 - baseRate)),
    logLoss: logLoss / n,
    ece,
  };
};

export const roundMetrics = (metrics: Metrics, digits = 4): Metrics =>
  Object.fromEntries(
    Object.entries(metrics).map(([key, value]) => [
      key,
      key === 'n' ? value : Number(value.toFixed(digits)),
    ]),
  ) as Metrics;
