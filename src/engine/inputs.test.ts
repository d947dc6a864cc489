import { describe, expect, it } from 'vitest';
import { SECTOR_BY_BDS_CODE, SECTORS, sectorOfNaics } from './inputs';

describe('sectorOfNaics', () => {
  it.each([
    ['722110', 'accommodation_food'],
    ['31', 'manufacturing'],
    ['332710', 'manufacturing'],
    ['452112', 'retail'],
    ['493110', 'transportation'],
    [' 541511 ', 'professional_services'],
  ])('maps %s to %s', (naics, sector) => {
    expect(sectorOfNaics(naics)).toBe(sector);
  });

  it.each(['0', '', '551111', '921110', 'abc'])('has no sector for %j', (naics) => {
    expect(sectorOfNaics(naics)).toBeNull();
  });
});

describe('SECTOR_BY_BDS_CODE', () => {
  it('inverts SECTORS exactly', () => {
    for (const [sector, code] of Object.entries(SECTORS))
      expect(SECTOR_BY_BDS_CODE[code]).toBe(sector);
    expect(Object.keys(SECTOR_BY_BDS_CODE)).toHaveLength(Object.keys(SECTORS).length);
  });
});
