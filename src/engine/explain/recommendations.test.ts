import { describe, expect, it } from 'vitest';
import { FOUNDER_CHOICES } from '../founder-choices';
import { BUSINESS_STAGES, type CalculatorInput, OPERATION_SCALES, SECTOR_CODES } from '../inputs';
import { predict } from '../predict';

const CAFE: CalculatorInput = {
  sector: 'accommodation_food',
  customerType: 'consumers',
  productType: 'physical_goods',
  location: 'US-NY',
  experience: 'none',
  businessStage: 'planning',
  marketSize: 'local',
  fundingNeeds: '50k_to_250k',
  capitalInvestment: 20_000,
  competitionLevel: 'high',
  marketingStrategy: 'none',
  operationScale: 'solo',
};

const changes = (input: CalculatorInput) =>
  predict(input).recommendations.filter((entry) => entry.params?.input !== undefined);

describe('recommendations name only what a founder can choose', () => {
  it('never tells a founder to change team size, sector, place, stage, customer or product type', () => {
    for (const sector of SECTOR_CODES) {
      for (const businessStage of BUSINESS_STAGES) {
        for (const operationScale of OPERATION_SCALES) {
          for (const recommendation of changes({
            ...CAFE,
            sector,
            businessStage,
            operationScale,
          })) {
            expect(FOUNDER_CHOICES).toContain(recommendation.params?.input);
          }
        }
      }
    }
  });

  it('the café in planning is not told to plan for a team of 21 to 100 people', () => {
    const codes = predict(CAFE).recommendations.map((entry) => entry.code);
    expect(codes).not.toContain('recommendations.operationScale');
    expect(codes.length).toBeGreaterThan(1);
  });

  it('asks for at most three times the current capital, with the new money as an amount', () => {
    let capitalAdvice = 0;
    for (const capitalInvestment of [0, 2_000, 20_000, 80_000, 400_000]) {
      const input = { ...CAFE, capitalInvestment };
      for (const entry of changes(input)) {
        if (entry.params?.input !== 'capitalInvestment') continue;
        const value = Number(entry.params.value);
        expect(value).toBeLessThanOrEqual(3 * Math.max(capitalInvestment, 5_000));
        expect(entry.params.amount).toBe(value - capitalInvestment);
        capitalAdvice += 1;
      }
    }
    expect(capitalAdvice).toBeGreaterThan(0);
  });
});
