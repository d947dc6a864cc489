import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '../inputs';
import { predictCore } from '../predict';
import { logGamma, regularizedBeta } from './beta';
import {
  EVIDENCE_KINDS,
  EVIDENCE_WEIGHTS,
  type EvidenceKind,
  experimentEvidence,
  updateWithEvidence,
  VALIDATION_CAP_LOG_ODDS,
  type ValidationExperiment,
} from './validation-rule';

const PRIOR = { probability: 0.45, interval: { low: 0.35, high: 0.55 } };

const experiment = (
  id: string,
  kind: EvidenceKind,
  criterionRate: number,
  results: [date: string, successes: number, trials: number][],
): ValidationExperiment => ({
  id,
  kind,
  criterionRate,
  entries: results.map(([date, successes, trials], index) => ({
    id: `${id}-${index}`,
    date,
    recordedAt: `${date}T12:00:0${index}.000Z`,
    successes,
    trials,
  })),
});

describe('regularizedBeta', () => {
  it('matches closed forms', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 9);
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 9);
    expect(regularizedBeta(0.3, 3, 1)).toBeCloseTo(0.027, 9);
    expect(regularizedBeta(0.3, 1, 4)).toBeCloseTo(1 - 0.7 ** 4, 9);
    // Beta(2, 2): 3x^2 - 2x^3.
    expect(regularizedBeta(0.8, 2, 2)).toBeCloseTo(3 * 0.64 - 2 * 0.512, 9);
    expect(regularizedBeta(0.5, 40_001, 60_001)).toBeGreaterThan(0.999_999);
  });
});

describe('updateWithEvidence', () => {
  it('returns the prior exactly when there is no evidence', () => {
    const update = updateWithEvidence(PRIOR, [experiment('a', 'pre_sales', 0.1, [])]);
    expect(update.current).toEqual({ ...PRIOR, demandFactor: 1, shiftLogOdds: 0, capped: false });
    expect(update.prior).toEqual(update.current);
    expect(update.history).toEqual([]);
  });

  it('raises the estimate when the evidence beats the criterion and lowers it when it misses', () => {
    const beat = updateWithEvidence(PRIOR, [
      experiment('a', 'waitlist_signups', 0.1, [['2026-01-05', 30, 100]]),
    ]);
    const missed = updateWithEvidence(PRIOR, [
      experiment('a', 'waitlist_signups', 0.1, [['2026-01-05', 2, 100]]),
    ]);
    expect(beat.current.probability).toBeGreaterThan(PRIOR.probability);
    expect(beat.current.demandFactor).toBeGreaterThan(1);
    expect(beat.current.interval.low).toBeGreaterThan(PRIOR.interval.low);
    expect(missed.current.probability).toBeLessThan(PRIOR.probability);
    expect(missed.current.demandFactor).toBeLessThan(1);
  });

  it('follows the documented formula for one experiment', () => {
    const evidence = experimentEvidence({ id: 'a', kind: 'pre_sales', criterionRate: 0.2 }, 12, 30);
    // Beta(13, 19): P(rate >= 0.2) is about 0.996; weight 30 / 50.
    expect(evidence.sampleWeight).toBe(0.6);
    const expected = EVIDENCE_WEIGHTS.pre_sales * (2 * evidence.chanceCriterionMet - 1) * 0.6;
    expect(evidence.shiftLogOdds).toBeCloseTo(expected, 5);
    const update = updateWithEvidence(PRIOR, [
      experiment('a', 'pre_sales', 0.2, [['2026-02-01', 12, 30]]),
    ]);
    const odds = (PRIOR.probability / (1 - PRIOR.probability)) * Math.exp(expected);
    expect(update.current.probability).toBeCloseTo(odds / (1 + odds), 5);
  });

  it('never moves the odds past the cap, however large the samples', () => {
    const huge = EVIDENCE_KINDS.map((kind) =>
      experiment(kind, kind, 0.05, [['2026-03-01', 100_000, 100_000]]),
    );
    const up = updateWithEvidence(PRIOR, huge).current;
    expect(up.capped).toBe(true);
    expect(up.shiftLogOdds).toBeCloseTo(VALIDATION_CAP_LOG_ODDS, 6);
    expect(up.demandFactor).toBeCloseTo(1.3, 6);
    const failing = EVIDENCE_KINDS.map((kind) =>
      experiment(kind, kind, 0.95, [['2026-03-01', 0, 100_000]]),
    );
    const down = updateWithEvidence(PRIOR, failing).current;
    expect(down.shiftLogOdds).toBeCloseTo(-VALIDATION_CAP_LOG_ODDS, 6);
    // One experiment alone never exceeds its kind's weight.
    const single = updateWithEvidence(PRIOR, huge.slice(3)).current;
    expect(single.shiftLogOdds).toBeLessThanOrEqual(EVIDENCE_WEIGHTS.pilot_revenue);
  });

  it('is monotone in successes and weighs a small sample less than a large one', () => {
    let previous = -Infinity;
    for (let successes = 0; successes <= 40; successes += 1) {
      const { probability } = updateWithEvidence(PRIOR, [
        experiment('a', 'customer_interviews', 0.5, [['2026-01-01', successes, 40]]),
      ]).current;
      expect(probability).toBeGreaterThanOrEqual(previous);
      previous = probability;
    }
    const small = experimentEvidence({ id: 'a', kind: 'pre_sales', criterionRate: 0.2 }, 3, 5);
    const large = experimentEvidence({ id: 'a', kind: 'pre_sales', criterionRate: 0.2 }, 60, 100);
    expect(small.shiftLogOdds).toBeLessThan(large.shiftLogOdds);
  });

  it('records the history after each entry in date order and is deterministic', () => {
    const experiments = [
      experiment('b', 'pre_sales', 0.1, [['2026-01-10', 8, 20]]),
      experiment('a', 'customer_interviews', 0.5, [
        ['2026-01-03', 7, 10],
        ['2026-01-20', 9, 10],
      ]),
    ];
    const update = updateWithEvidence(PRIOR, experiments);
    expect(update.history.map((step) => step.entryId)).toEqual(['a-0', 'b-0', 'a-1']);
    expect(update.history.at(-1)).toMatchObject({
      probability: update.current.probability,
      demandFactor: update.current.demandFactor,
    });
    expect(update.history[0]?.probability).toBeGreaterThan(PRIOR.probability);
    expect(updateWithEvidence(PRIOR, experiments)).toEqual(update);
  });

  it('walks the history in one pass with the same steps as recounting every experiment at each', () => {
    // A deterministic spread of kinds, criteria, dates (some shared) and sizes.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const experiments = Array.from({ length: 12 }, (_, index) =>
      experiment(
        `e${index}`,
        EVIDENCE_KINDS[index % EVIDENCE_KINDS.length] as EvidenceKind,
        (1 + next(90)) / 100,
        Array.from({ length: 15 }, () => {
          const trials = 1 + next(40);
          return [`2026-0${1 + next(3)}-1${next(10)}`, next(trials + 1), trials];
        }),
      ),
    );
    // The definition: at each step, every experiment's counts over the entries seen so far.
    const update = updateWithEvidence(PRIOR, experiments);
    const seen = new Set<string>();
    const recounted = update.history.map(
      (step) =>
        updateWithEvidence(
          PRIOR,
          experiments.map((item) => {
            if (item.id === step.experimentId) seen.add(step.entryId);
            return { ...item, entries: item.entries.filter((entry) => seen.has(entry.id)) };
          }),
        ).current,
    );
    expect(update.history).toHaveLength(180);
    expect(
      update.history.map(({ probability, interval, demandFactor, shiftLogOdds, capped }) => ({
        probability,
        interval,
        demandFactor,
        shiftLogOdds,
        capped,
      })),
    ).toEqual(recounted);
  });

  it('computes the worked example of docs/model-card.md', () => {
    // The engine's estimate for the calculator's example business (EXAMPLE_CALCULATOR_INPUT).
    const { probability, interval } = predictCore(EXAMPLE_CALCULATOR_INPUT);
    const prior = { probability, interval };
    expect(prior).toEqual({ probability: 0.462731, interval: { low: 0.407556, high: 0.516683 } });
    const preSales = experiment('a', 'pre_sales', 0.05, [['2026-03-02', 20, 100]]);
    const interviews = experiment('b', 'customer_interviews', 0.5, [['2026-03-09', 2, 20]]);
    const update = updateWithEvidence(prior, [preSales, interviews]);
    expect(update.experiments.map((item) => item.shiftLogOdds)).toEqual([
      expect.closeTo(0.1165, 4),
      expect.closeTo(-0.0244, 4),
    ]);
    expect(update.history[0]).toMatchObject({ probability: 0.49178, demandFactor: 1.123522 });
    expect(update.current).toEqual({
      probability: 0.485685,
      interval: { low: 0.429964, high: 0.539626 },
      demandFactor: 1.096451,
      shiftLogOdds: 0.092079,
      capped: false,
    });
  });
});
