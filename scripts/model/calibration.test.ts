import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTOR_CODES } from '#engine/inputs';
import { COEFFICIENTS } from '#engine/model/coefficients';
import { populationMeanSurvival } from '#engine/scoring/population';
import { dataDirectory, SBA_LOANS_FILE } from './data';

const LOANS_FILE = path.join(dataDirectory([]), SBA_LOANS_FILE);
/** Per-sector tolerance of the mean prediction against BDS 5-year survival, percentage points. */
const CALIBRATION_TOLERANCE_POINTS = 1;

describe.skipIf(!existsSync(LOANS_FILE))('calibration to Census BDS', () => {
  it('mean prediction of each sector over its representative population is within 1 point of BDS S5', () => {
    for (const sector of SECTOR_CODES) {
      const mean = populationMeanSurvival(sector, COEFFICIENTS);
      const target = COEFFICIENTS.hazards.sectors[sector].survival5;
      expect(Math.abs(100 * (mean - target)), sector).toBeLessThanOrEqual(
        CALIBRATION_TOLERANCE_POINTS,
      );
    }
  });

  it('reproduces model-evidence 1.2: S5 of health care 60.1%, food 47.6%, information 43.2%', () => {
    expect(100 * COEFFICIENTS.hazards.sectors.health_care.survival5).toBeCloseTo(60.1, 0);
    expect(100 * COEFFICIENTS.hazards.sectors.accommodation_food.survival5).toBeCloseTo(47.6, 0);
    expect(100 * COEFFICIENTS.hazards.sectors.information.survival5).toBeCloseTo(43.2, 0);
  });
});
