import { describe, expect, it } from 'vitest';
import type { CalculatorInput } from '../inputs';
import { predict } from '../predict';
import { capitalLadder, scoreLevers, seekScoreGoal } from './score-goal';
import { SimulationCancelledError } from './simulation-input';

/** A restaurant being planned in Texas: the calculator's example input, about a 39% score. */
const RESTAURANT: CalculatorInput = {
  sector: 'accommodation_food',
  customerType: 'consumers',
  productType: 'physical_goods',
  location: 'US-TX',
  experience: '2_to_5_years',
  businessStage: 'planning',
  marketSize: 'local',
  fundingNeeds: 'under_50k',
  capitalInvestment: 80_000,
  competitionLevel: 'high',
  marketingStrategy: 'multi_channel',
  operationScale: '2_to_5',
};

const FIXED_FIELDS = ['sector', 'location', 'businessStage', 'areaType'] as const;

describe('scoreLevers', () => {
  it('keeps only steps that each raise the probability further, changed alone', () => {
    const base = predict(RESTAURANT).probability;
    const levers = scoreLevers(RESTAURANT);
    expect(levers.length).toBeGreaterThan(3);
    for (const lever of levers) {
      let previous = base;
      for (const value of lever.values) {
        const probability = predict(lever.apply(RESTAURANT, value)).probability;
        expect(probability, `${lever.id} = ${String(value)}`).toBeGreaterThan(previous);
        previous = probability;
      }
    }
  });

  it('never offers sector, location, stage or area type, nor inputs the model gives no effect', () => {
    const ids = scoreLevers(RESTAURANT).map((lever) => lever.id);
    for (const field of FIXED_FIELDS) expect(ids).not.toContain(field);
    expect(ids).not.toContain('customerType');
    expect(ids).not.toContain('productType');
    // multi_channel already has the best marketing prior: nothing left to gain there.
    expect(ids).not.toContain('marketingStrategy');
    expect(ids).toContain('capitalInvestment');
  });

  it('climbs capital by round amounts above the current one', () => {
    expect(capitalLadder(80_000).slice(0, 5)).toEqual([
      100_000, 150_000, 200_000, 300_000, 500_000,
    ]);
    expect(capitalLadder(0)[0]).toBe(5_000);
    expect(capitalLadder(100_000_000)).toEqual([]);
  });
});

describe('seekScoreGoal', () => {
  it('returns plans whose input, re-run through predict, really meets the target', () => {
    const outcome = seekScoreGoal(RESTAURANT, 0.6);
    expect(outcome.status).toBe('reached');
    expect(outcome.baseProbability).toBe(predict(RESTAURANT).probability);
    expect(outcome.baseProbability).toBeLessThan(0.6);
    expect(outcome.plans.length).toBeGreaterThan(0);
    const efforts = outcome.plans.map((plan) => plan.effort);
    expect(efforts).toEqual([...efforts].sort((a, b) => a - b));
    const size = outcome.plans[0]?.changes.length;
    for (const plan of outcome.plans) {
      expect(plan.changes).toHaveLength(size ?? 0);
      const rerun = predict(plan.input).probability;
      expect(rerun).toBe(plan.probability);
      expect(rerun).toBeGreaterThanOrEqual(0.6);
      expect(plan.gap).toBe(0);
      // Only the listed fields changed, each from the base's value to the plan's.
      for (const change of plan.changes) {
        expect(change.from).toBe(RESTAURANT[change.lever]);
        expect(plan.input[change.lever]).toBe(change.to);
      }
      const changed = Object.keys(plan.input).filter(
        (key) =>
          plan.input[key as keyof CalculatorInput] !== RESTAURANT[key as keyof CalculatorInput],
      );
      expect(changed.sort()).toEqual(plan.changes.map((change) => change.lever).sort());
    }
  });

  it('gives the same output for the same input', () => {
    expect(JSON.stringify(seekScoreGoal(RESTAURANT, 0.7))).toBe(
      JSON.stringify(seekScoreGoal({ ...RESTAURANT }, 0.7)),
    );
  });

  it('needs more levers for a higher target, never fewer', () => {
    const low = seekScoreGoal(RESTAURANT, 0.45);
    const high = seekScoreGoal(RESTAURANT, 0.8);
    expect(low.status).toBe('reached');
    expect(high.status).toBe('reached');
    expect(high.plans[0]?.changes.length ?? 0).toBeGreaterThanOrEqual(
      low.plans[0]?.changes.length ?? 0,
    );
    expect(high.plans[0]?.effort ?? 0).toBeGreaterThan(low.plans[0]?.effort ?? 0);
  });

  it('says a goal is already met without changes', () => {
    const outcome = seekScoreGoal(RESTAURANT, 0.3);
    expect(outcome).toMatchObject({ status: 'already_met', plans: [], best: null, baseGap: 0 });
    expect(outcome.baseProbability).toBeGreaterThanOrEqual(0.3);
  });

  it('returns the closest plan and its exact probability when the target is out of reach', () => {
    const outcome = seekScoreGoal(RESTAURANT, 0.99);
    expect(outcome.status).toBe('out_of_reach');
    expect(outcome.plans).toEqual([]);
    const best = outcome.best;
    expect(best?.changes.length).toBeGreaterThan(0);
    expect(best?.probability).toBe(predict(best?.input ?? RESTAURANT).probability);
    expect(best?.probability).toBeGreaterThan(outcome.baseProbability);
    expect(best?.probability).toBeLessThan(0.99);
    expect(best?.gap).toBeCloseTo(0.99 - (best?.probability ?? 0), 9);
  });

  it('reports progress per evaluation and stops when asked', () => {
    const counts: number[] = [];
    seekScoreGoal(RESTAURANT, 0.7, { onEvaluation: (count) => counts.push(count) });
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(counts.map((_, index) => index + 1));
    expect(() => seekScoreGoal(RESTAURANT, 0.7, { shouldCancel: () => true })).toThrow(
      SimulationCancelledError,
    );
  });

  it('refuses a target outside 0..1', () => {
    expect(() => seekScoreGoal(RESTAURANT, 1.2)).toThrow(/targetProbability/);
  });
});
