import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS, SECTOR_CODES } from '#engine/inputs';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import {
  BUSINESS_IDEAS,
  IDEA_BY_ID,
  IDEA_LOCATION_FITS,
  IDEA_SKILLS,
  IDEA_TIME_NEEDS,
  ideaCalculatorInput,
  ideasOfSector,
  type IdeaFounder,
} from './index';

// Founders who differ in every input the catalogue leaves open, including the optional area type.
const FOUNDERS: IdeaFounder[] = [
  { location: 'US-TX', experience: 'none' },
  { location: 'US-CA', experience: 'over_10_years', areaType: 'urban' },
  { location: 'TR', experience: '2_to_5_years', areaType: 'rural' },
  { location: 'OTHER', experience: 'under_2_years', areaType: 'unknown' },
];

// Texts say what the business does; amounts, shares and earnings come from the engine alone.
// "3D" / "3B" (3D printing) is a name, not a figure.
const FIGURE_OR_MONEY =
  /\d(?![DB]\b)|[$€£₺%]|\b(earn|income|profit|revenue of|kazanç elde|gelir elde)\b/iu;

describe('the idea catalogue', () => {
  it('holds at least 150 ideas, each under a unique slug', () => {
    expect(BUSINESS_IDEAS.length).toBeGreaterThanOrEqual(150);
    const ids = BUSINESS_IDEAS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(IDEA_BY_ID.size).toBe(ids.length);
  });

  it('covers every calculator sector', () => {
    const missing = SECTOR_CODES.filter((sector) => ideasOfSector(sector).length === 0);
    expect(missing).toEqual([]);
  });

  it('gives every idea a title and summary in English and Turkish, without figures', () => {
    for (const entry of BUSINESS_IDEAS) {
      for (const text of [entry.title, entry.summary]) {
        expect(text.en.trim(), entry.id).not.toBe('');
        expect(text.tr.trim(), entry.id).not.toBe('');
        expect(text.tr, `${entry.id} is not translated`).not.toBe(text.en);
        expect(text.en, entry.id).not.toMatch(FIGURE_OR_MONEY);
        expect(text.tr, entry.id).not.toMatch(FIGURE_OR_MONEY);
      }
      expect(entry.summary.en.length, entry.id).toBeLessThanOrEqual(160);
    }
  });

  it('names finder traits from the known lists, with at least one skill', () => {
    for (const entry of BUSINESS_IDEAS) {
      expect(entry.skills.length, entry.id).toBeGreaterThan(0);
      for (const skill of entry.skills) expect(IDEA_SKILLS, entry.id).toContain(skill);
      expect(new Set(entry.skills).size, entry.id).toBe(entry.skills.length);
      expect(EXPERIENCE_LEVELS, entry.id).toContain(entry.minExperience);
      expect(IDEA_LOCATION_FITS, entry.id).toContain(entry.locationFit);
      expect(IDEA_TIME_NEEDS, entry.id).toContain(entry.time);
    }
  });

  it('makes a complete, valid calculator input of every idea for different founders', () => {
    for (const founder of FOUNDERS) {
      for (const entry of BUSINESS_IDEAS) {
        const input = ideaCalculatorInput(entry, founder);
        const parsed = CalculatorInputSchema.safeParse(input);
        expect(parsed.success, `${entry.id} for ${founder.location}`).toBe(true);
        expect(input).toMatchObject({
          sector: entry.sector,
          location: founder.location,
          experience: founder.experience,
          businessStage: 'idea',
          capitalInvestment: entry.inputs.capitalInvestment,
        });
      }
    }
  });

  it('leaves an unknown area type out, as the calculator does', () => {
    const [first] = BUSINESS_IDEAS;
    if (!first) throw new Error('empty catalogue');
    const founder = { location: 'TR', experience: 'none' } as const;
    expect(ideaCalculatorInput(first, { ...founder, areaType: 'unknown' })).not.toHaveProperty(
      'areaType',
    );
    expect(ideaCalculatorInput(first, { ...founder, areaType: 'rural' }).areaType).toBe('rural');
  });
});
