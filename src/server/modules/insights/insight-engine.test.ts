import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT, isFounderChoice, predict } from '#engine/index';
import { SCORE_LEVER_IDS } from '#engine/simulation';
import { buildInsight, explainChange, inputDifferences, toPoints } from './insight-engine';

const before = EXAMPLE_CALCULATOR_INPUT;
const after = { ...before, experience: 'over_10_years', competitionLevel: 'low' } as const;

describe('explainChange', () => {
  it('names the changed inputs and attributes the whole change to the engine contributions', () => {
    const change = explainChange(before, after);
    expect(change.inputChanges).toEqual([
      { input: 'experience', from: '2_to_5_years', to: 'over_10_years' },
      { input: 'competitionLevel', from: 'high', to: 'low' },
    ]);
    const expected = toPoints(predict(after).probability) - toPoints(predict(before).probability);
    expect(change.probabilityChangePoints).toBeCloseTo(expected, 5);
    expect(change.probabilityChangePoints).toBeGreaterThan(0);
    // Shapley: baseline change + attribution = the whole change (within rounding of each entry).
    const attributed =
      change.baselineChangePoints + change.attribution.reduce((sum, e) => sum + e.deltaPoints, 0);
    expect(Math.abs(attributed - change.probabilityChangePoints)).toBeLessThan(0.1 * 13);
    expect(change.attribution[0]?.input).toMatch(/experience|competitionLevel/);
    expect(change.baselineChangePoints).toBe(0);
  });

  it('is deterministic and shows no change between identical runs', () => {
    expect(explainChange(before, after)).toEqual(explainChange(before, after));
    const same = explainChange(before, before);
    expect(same.inputChanges).toEqual([]);
    expect(same.attribution).toEqual([]);
    expect(same.probabilityChangePoints).toBe(0);
  });

  it('reads a sector change as a baseline change', () => {
    const change = explainChange(before, { ...before, sector: 'professional_services' });
    expect(change.baselineChangePoints).not.toBe(0);
  });

  it('treats an absent area type as unknown', () => {
    expect(inputDifferences(before, { ...before, areaType: 'rural' })).toEqual([
      { input: 'areaType', from: 'unknown', to: 'rural' },
    ]);
  });
});

describe('buildInsight', () => {
  it('returns null with nothing to read, and no change with one run', () => {
    expect(buildInsight([])).toBeNull();
    const single = buildInsight([before]);
    expect(single?.change).toBeNull();
    expect(single?.current.score).toBe(predict(before).score);
    const fromBusiness = buildInsight([], before);
    expect(fromBusiness?.current).toEqual(single?.current);
  });

  it('compares the last two runs', () => {
    const insight = buildInsight([{ ...before, marketingStrategy: 'none' }, before, after]);
    expect(insight?.change?.inputChanges.map((entry) => entry.input)).toEqual([
      'experience',
      'competitionLevel',
    ]);
  });

  it('advises only founder choices, largest lift first, each lift the engine figure', () => {
    const insight = buildInsight([before]);
    const lifts = insight?.lifts ?? [];
    expect(lifts.length).toBeGreaterThan(0);
    const base = predict(before).probability;
    for (const lift of lifts) {
      expect(SCORE_LEVER_IDS).toContain(lift.input);
      expect(lift.from).toBe(before[lift.input]);
      const probability = predict({ ...before, [lift.input]: lift.to }).probability;
      expect(lift.probabilityPoints).toBe(toPoints(probability));
      expect(lift.liftPoints).toBeCloseTo(toPoints(probability) - toPoints(base), 5);
    }
    const sorted = [...lifts].sort((x, y) => y.liftPoints - x.liftPoints);
    expect(lifts).toEqual(sorted);
    // Capital advice stays within the engine's step limit (3x the current amount).
    const capital = lifts.find((lift) => lift.input === 'capitalInvestment');
    if (capital) expect(Number(capital.to)).toBeLessThanOrEqual(3 * before.capitalInvestment);
  });

  it('lists the most harmful contributions as risks, flagging what the founder can change', () => {
    const risky = {
      ...before,
      competitionLevel: 'very_high',
      marketingStrategy: 'none',
      legalForm: 'sole_proprietorship',
    } as const;
    const insight = buildInsight([risky]);
    const risks = insight?.risks ?? [];
    expect(risks.length).toBeGreaterThan(0);
    expect(risks.every((risk) => risk.deltaPoints < 0)).toBe(true);
    expect(risks).toEqual([...risks].sort((x, y) => x.deltaPoints - y.deltaPoints));
    const contributions = predict(risky).contributions;
    const worst = [...contributions].sort((x, y) => x.deltaPoints - y.deltaPoints)[0];
    expect(risks[0]?.input).toBe(worst?.input);
    for (const risk of risks) expect(risk.founderChoice).toBe(isFounderChoice(risk.input));
    // Both kinds appear: the legal form describes the business, competition is a choice.
    expect(risks.find((risk) => risk.input === 'legalForm')?.founderChoice).toBe(false);
    expect(risks.find((risk) => risk.input === 'competitionLevel')?.founderChoice).toBe(true);
  });
});
