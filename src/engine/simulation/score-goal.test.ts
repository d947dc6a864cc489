import { describe, expect, it } from 'vitest';
import { type CalculatorInput, EXAMPLE_CALCULATOR_INPUT } from '../inputs';
import { predict } from '../predict';
import { FOUNDER_CHOICES } from '../founder-choices';
import { capitalLadder, scoreLevers, seekScoreGoal } from './score-goal';
import { SimulationCancelledError } from './simulation-input';

/** A restaurant being planned in Texas: the calculator's example input, about a 46% score. */
const RESTAURANT = EXAMPLE_CALCULATOR_INPUT;

/** What describes the business: never a lever (issue 11). */
const FIXED_FIELDS = [
  'sector',
  'location',
  'businessStage',
  'areaType',
  'operationScale',
  'customerType',
  'productType',
] as const;

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

  it('widens the market by one band at most: a local business is never told to export', () => {
    const market = scoreLevers(RESTAURANT).find((lever) => lever.id === 'marketSize');
    expect(market?.values ?? []).not.toContain('international');
    expect(market?.values ?? []).not.toContain('national');
    const national = scoreLevers({ ...RESTAURANT, marketSize: 'national' }).find(
      (lever) => lever.id === 'marketSize',
    );
    expect(national?.values).toContain('international');
  });

  it("offers only the founder's own choices: never sector, place, stage, team size, customer or product", () => {
    const ids = scoreLevers(RESTAURANT).map((lever) => lever.id);
    for (const field of FIXED_FIELDS) expect(ids).not.toContain(field);
    for (const id of ids) expect(FOUNDER_CHOICES).toContain(id);
    // multi_channel already has the best marketing prior: nothing left to gain there.
    expect(ids).not.toContain('marketingStrategy');
    expect(ids).toContain('capitalInvestment');
  });

  it('climbs capital by round amounts above the current one, at most three times it', () => {
    expect(capitalLadder(80_000)).toEqual([100_000, 150_000, 200_000]);
    expect(capitalLadder(0)).toEqual([5_000, 7_500, 10_000, 15_000]);
    expect(capitalLadder(100_000_000)).toEqual([]);
  });
});

describe('seekScoreGoal', () => {
  it('returns plans whose input, re-run through predict, really meets the target', () => {
    const outcome = seekScoreGoal(RESTAURANT, 0.55);
    expect(outcome.status).toBe('reached');
    expect(outcome.baseProbability).toBe(predict(RESTAURANT).probability);
    expect(outcome.baseProbability).toBeLessThan(0.55);
    expect(outcome.plans.length).toBeGreaterThan(0);
    const efforts = outcome.plans.map((plan) => plan.effort);
    expect(efforts).toEqual([...efforts].sort((a, b) => a - b));
    const size = outcome.plans[0]?.changes.length;
    for (const plan of outcome.plans) {
      expect(plan.changes).toHaveLength(size ?? 0);
      const rerun = predict(plan.input).probability;
      expect(rerun).toBe(plan.probability);
      expect(rerun).toBeGreaterThanOrEqual(0.55);
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
    const low = seekScoreGoal(RESTAURANT, 0.55);
    const high = seekScoreGoal(RESTAURANT, 0.6);
    expect(low.status).toBe('reached');
    expect(high.status).toBe('reached');
    expect(high.plans[0]?.changes.length ?? 0).toBeGreaterThanOrEqual(
      low.plans[0]?.changes.length ?? 0,
    );
    expect(high.plans[0]?.effort ?? 0).toBeGreaterThan(low.plans[0]?.effort ?? 0);
  });

  it('says a goal is already met without changes', () => {
    const outcome = seekScoreGoal(RESTAURANT, 0.3);
    expect(outcome).toMatchObject({
      status: 'already_met',
      plans: [],
      best: null,
      withoutNewMoney: null,
      baseGap: 0,
    });
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

  it('asks for new money only as a stated amount, a few times the current capital at most', () => {
    const founders: CalculatorInput[] = [
      RESTAURANT,
      { ...RESTAURANT, capitalInvestment: 0, fundingNeeds: '50k_to_250k' },
      { ...RESTAURANT, sector: 'construction', location: 'US-CA', capitalInvestment: 30_000 },
      { ...RESTAURANT, capitalInvestment: 2_000_000, fundingNeeds: 'over_1m' },
    ];
    for (const founder of founders) {
      for (const target of [0.5, 0.55, 0.6, 0.7]) {
        const outcome = seekScoreGoal(founder, target);
        const plans = [...outcome.plans, outcome.best, outcome.withoutNewMoney].flatMap((plan) =>
          plan ? [plan] : [],
        );
        for (const plan of plans) {
          const capital = plan.input.capitalInvestment;
          expect(capital).toBeLessThanOrEqual(3 * Math.max(founder.capitalInvestment, 5_000));
          expect(plan.newMoneyUsd).toBe(capital - founder.capitalInvestment);
          expect(plan.input.operationScale).toBe(founder.operationScale);
        }
      }
    }
  });

  it('includes the best plan that needs no new money', () => {
    const out = seekScoreGoal(RESTAURANT, 0.7);
    expect(out.status).toBe('out_of_reach');
    const free = out.withoutNewMoney;
    expect(free?.newMoneyUsd).toBe(0);
    expect(free?.changes.some((change) => change.lever === 'capitalInvestment')).toBe(false);
    expect(free?.probability).toBeGreaterThan(out.baseProbability);
    expect(free?.probability).toBe(predict(free?.input ?? RESTAURANT).probability);
    // When a money-free plan already reaches the goal, it is that plan.
    const reached = seekScoreGoal(RESTAURANT, 0.55);
    expect(reached.withoutNewMoney?.gap).toBe(0);
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
