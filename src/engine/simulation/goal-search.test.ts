import { describe, expect, it } from 'vitest';
import { type Lever, seekGoal } from './goal-search';

/**
 * A toy stand-in for the survival model over calculator inputs: a success probability that rises
 * with discrete choices, and the goal "probability >= 0.6".
 */
type ToyInput = { experience: string; marketing: string; capital: number };
const EXPERIENCE = { none: 0, '2_to_5_years': 0.05, over_10_years: 0.1 } as Record<string, number>;
const MARKETING = { none: 0, digital: 0.04, multi_channel: 0.06 } as Record<string, number>;
const probability = (x: ToyInput): number =>
  0.45 + (EXPERIENCE[x.experience] ?? 0) + (MARKETING[x.marketing] ?? 0) + x.capital / 1e6;

const LEVERS: Lever<ToyInput>[] = [
  {
    id: 'experience',
    values: ['2_to_5_years', 'over_10_years'],
    effortPerStep: 5,
    apply: (x, v) => ({ ...x, experience: String(v) }),
  },
  {
    id: 'marketing',
    values: ['digital', 'multi_channel'],
    effortPerStep: 1,
    apply: (x, v) => ({ ...x, marketing: String(v) }),
  },
  {
    id: 'capital',
    values: [50_000, 100_000, 150_000],
    effortPerStep: 2,
    apply: (x, v) => ({ ...x, capital: Number(v) }),
  },
];
const BASE: ToyInput = { experience: 'none', marketing: 'none', capital: 0 };
const gapTo = (target: number) => (x: ToyInput) => Math.max(0, target - probability(x));

describe('seekGoal (generic, discrete levers)', () => {
  it('prefers a single lever, the cheapest that reaches the goal', () => {
    const result = seekGoal({ base: BASE, levers: LEVERS, evaluate: gapTo(0.6) });
    expect(result.status).toBe('reached');
    if (result.status !== 'reached') return;
    expect(result.plans.map((p) => p.changes.map((c) => `${c.lever}=${c.value}`))).toEqual([
      ['capital=150000'],
    ]);
  });

  it('moves to pairs only when no single lever suffices, cheapest pair first', () => {
    const result = seekGoal({ base: BASE, levers: LEVERS, evaluate: gapTo(0.63) });
    expect(result.status).toBe('reached');
    if (result.status !== 'reached') return;
    const first = result.plans[0];
    expect(first?.changes).toHaveLength(2);
    expect(
      probability(
        LEVERS.reduce((x, lever) => {
          const change = first?.changes.find((c) => c.lever === lever.id);
          return change ? lever.apply(x, change.value) : x;
        }, BASE),
      ),
    ).toBeGreaterThanOrEqual(0.63);
    for (const plan of result.plans) expect(plan.effort).toBeGreaterThanOrEqual(first?.effort ?? 0);
  });

  it('uses all three levers when needed and reports out of reach beyond them', () => {
    const three = seekGoal({ base: BASE, levers: LEVERS, evaluate: gapTo(0.75) });
    expect(three.status === 'reached' && three.plans[0]?.changes.length).toBe(3);
    const never = seekGoal({ base: BASE, levers: LEVERS, evaluate: gapTo(0.9) });
    expect(never.status).toBe('out_of_reach');
    if (never.status !== 'out_of_reach') return;
    expect(never.best.gap).toBeCloseTo(0.9 - 0.76, 10);
  });

  it('keeps only plans that pass the full-fidelity verification', () => {
    // The fast evaluation is optimistic by 0.06: it accepts capital=100000 and experience=over_10_years,
    // which fail verification; the first is bumped one step to capital=150000, which passes.
    const verify = gapTo(0.6);
    const result = seekGoal({
      base: BASE,
      levers: LEVERS,
      evaluate: (x) => Math.max(0, verify(x) - 0.06),
      verify,
    });
    expect(result.status).toBe('reached');
    if (result.status !== 'reached') return;
    for (const plan of result.plans) expect(plan.gap).toBe(0);
    expect(result.plans[0]?.changes.map((c) => c.value)).toEqual([150_000]);
  });

  it('stays within the evaluation budget and says when it was cut short', () => {
    const result = seekGoal({
      base: BASE,
      levers: LEVERS,
      evaluate: gapTo(0.75),
      maxEvaluations: 4,
    });
    expect(result.evaluations).toBeLessThanOrEqual(4);
    expect(result.status === 'already_met' ? false : result.truncated).toBe(true);
  });
});
