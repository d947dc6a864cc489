import { describe, expect, it } from 'vitest';
import { BUSINESS_STAGES, SECTOR_CODES } from '../inputs';
import { explainPrediction } from './explain-prediction';
import { makeCorePrediction, makeInput } from '#tests/fixtures/engine/core-prediction-fake';

describe('explainPrediction', () => {
  it('returns the same bytes for the same input', () => {
    const input = makeInput({ sector: 'information', productType: 'subscription' });
    const core = makeCorePrediction(input);
    const first = JSON.stringify(explainPrediction(input, core));
    const second = JSON.stringify(explainPrediction({ ...input }, structuredClone(core)));
    expect(second).toBe(first);
  });

  it('derives the score, band and label from the probability', () => {
    const input = makeInput();
    const core = { ...makeCorePrediction(input), probability: 0.596 };
    const explanation = explainPrediction(input, core);
    expect(explanation.score).toBe(60);
    expect(explanation.band).toBe('medium');
    expect(explanation.label).toBe('good');
  });

  it('splits contributions by the neutral band and orders them by size', () => {
    const input = makeInput();
    const core = makeCorePrediction(input);
    const source = { id: 'test', grade: 'C' } as const;
    const explanation = explainPrediction(input, {
      ...core,
      contributions: [
        { input: 'experience', deltaPoints: 2, source },
        { input: 'operationScale', deltaPoints: 5, source },
        { input: 'marketSize', deltaPoints: 0.99, source },
        { input: 'competitionLevel', deltaPoints: -1, source },
        { input: 'fundingNeeds', deltaPoints: -4, source },
      ],
    });
    const inputs = (list: { params?: Record<string, string | number> }[]) =>
      list.map((t) => t.params?.input);
    expect(inputs(explanation.positiveFactors)).toEqual(['operationScale', 'experience']);
    expect(inputs(explanation.negativeFactors)).toEqual(['fundingNeeds', 'competitionLevel']);
    expect(inputs(explanation.neutralFactors)).toEqual(['marketSize']);
    expect(explanation.negativeFactors[0]?.params?.points).toBe(4);
    expect(explanation.strengths.map((t) => t.code)).toContain('strengths.operationScale');
    expect(explanation.challenges.map((t) => t.code)).toContain('challenges.fundingNeeds');
  });

  it('recommends the actionable inputs with the largest sensitivity gain first', () => {
    const input = makeInput({ experience: 'none', competitionLevel: 'very_high' });
    const explanation = explainPrediction(input, makeCorePrediction(input));
    const fromSensitivity = explanation.recommendations.filter(
      (t) => t.params?.points !== undefined,
    );
    expect(fromSensitivity.length).toBeGreaterThan(0);
    const gains = fromSensitivity.map((t) => Number(t.params?.points));
    expect([...gains].sort((a, b) => b - a)).toEqual(gains);
    expect(fromSensitivity[0]?.code).toBe('recommendations.experience');
    expect(fromSensitivity[0]?.params?.value).toBe('over_10_years');
    expect(explanation.recommendations.some((t) => t.code.includes('businessStage'))).toBe(false);
  });

  it.each(
    SECTOR_CODES.flatMap((sector) => BUSINESS_STAGES.map((stage) => [sector, stage] as const)),
  )(
    '%s / %s: time to success is a labelled, ordered range and lists are bounded',
    (sector, businessStage) => {
      const input = makeInput({ sector, businessStage });
      const explanation = explainPrediction(input, makeCorePrediction(input));
      const { low, high } = explanation.timeToSuccessMonths;
      expect(low).toBeGreaterThanOrEqual(0);
      expect(high).toBeGreaterThan(low);
      expect(explanation.timeToSuccessBasis?.code).toBe('time_to_success.rule_of_thumb');
      expect(explanation.commonMistakes.length).toBeGreaterThan(0);
      expect(explanation.commonMistakes.length).toBeLessThanOrEqual(4);
      expect(explanation.similarExamples.length).toBeLessThanOrEqual(4);
      expect(explanation.strengths.length).toBeGreaterThan(0);
      expect(explanation.challenges.length).toBeGreaterThan(0);
    },
  );

  it('shortens the time to success once the business is operating', () => {
    const months = (businessStage: 'idea' | 'operating_over_3_years') => {
      const input = makeInput({ businessStage });
      return explainPrediction(input, makeCorePrediction(input)).timeToSuccessMonths.high;
    };
    expect(months('operating_over_3_years')).toBeLessThan(months('idea'));
  });
});
