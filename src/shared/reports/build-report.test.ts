import { describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT, predict, type CalculatorInput } from '#engine/index';
import { SECTOR_CODES } from '#engine/inputs';
import type { ReportText } from '#shared/contracts/reports';
import { ReportBodySchema } from '#shared/contracts/reports';
import { buildReport, dueOn, PHASE_DAYS } from './build-report';
import { KNOWLEDGE_SOURCES, sectorKnowledge } from './knowledge-base';

const build = (input: CalculatorInput) => buildReport(input, predict(input));

/** Every text of a report and its plan, wherever it sits. */
const textsOf = ({ report, steps }: ReturnType<typeof build>): ReportText[] => [
  ...report.swot.strengths,
  ...report.swot.weaknesses,
  ...report.swot.opportunities,
  ...report.swot.threats,
  ...report.competition.points,
  ...report.nextSteps,
  ...steps.map((step) => step.text),
];
// Texts in both languages: src/web/features/reports/report-text.test.ts renders every one.
const EVERY_SECTOR = SECTOR_CODES.map((sector) => ({ ...EXAMPLE_CALCULATOR_INPUT, sector }));
const OPERATING: CalculatorInput = {
  ...EXAMPLE_CALCULATOR_INPUT,
  businessStage: 'operating_1_to_3_years',
};

describe('buildReport', () => {
  it('gives the same report and plan for the same input', () => {
    const first = build(EXAMPLE_CALCULATOR_INPUT);
    const second = build({ ...EXAMPLE_CALCULATOR_INPUT });
    expect(second).toEqual(first);
    expect(ReportBodySchema.parse(first.report)).toEqual(first.report);
  });

  it('changes with the input: another sector gives other figures and texts', () => {
    const food = build(EXAMPLE_CALCULATOR_INPUT);
    const retail = build({ ...EXAMPLE_CALCULATOR_INPUT, sector: 'retail' });
    expect(retail.report.market.sector).not.toEqual(food.report.market.sector);
    expect(retail.report.swot.opportunities[0]).toEqual({
      kind: 'knowledge',
      sector: 'retail',
      entry: 'opportunity',
    });
  });

  it.each(EVERY_SECTOR)(
    'covers $sector with its figures and curated texts in en and tr',
    (input) => {
      const knowledge = sectorKnowledge(input.sector);
      for (const value of Object.values(knowledge.figures)) expect(value).toBeGreaterThan(0);
      for (const entry of ['opportunity', 'threat', 'competition'] as const) {
        expect(knowledge[entry].en.length).toBeGreaterThan(20);
        expect(knowledge[entry].tr.length).toBeGreaterThan(20);
        expect(knowledge[entry].tr).not.toBe(knowledge[entry].en);
      }
      const { report } = build(input);
      expect(report.sector).toBe(input.sector);
      expect(report.market.sector).toEqual(knowledge.figures);
      expect(report.swot.opportunities.length + report.swot.threats.length).toBeGreaterThan(2);
    },
  );

  it('backs every figure it states with a listed source', () => {
    for (const input of EVERY_SECTOR) {
      const built = build(input);
      expect(built.report.market.source in KNOWLEDGE_SOURCES).toBe(true);
      for (const text of textsOf(built)) {
        if (text.kind !== 'message') continue;
        const numeric = Object.values(text.params ?? {}).some((value) => typeof value === 'number');
        // A number in a sentence of ours is a claim about the world: it must name its source.
        if (numeric) expect(text.source, text.key).toBeDefined();
        if (text.source) expect(text.source in KNOWLEDGE_SOURCES, text.key).toBe(true);
      }
    }
  });

  it('states the U.S. figures the way the data has them', () => {
    const { report } = build(EXAMPLE_CALCULATOR_INPUT);
    const figures = sectorKnowledge('accommodation_food').figures;
    const survival = [...report.swot.opportunities, ...report.swot.threats].find(
      (text) => text.kind === 'message' && text.key.startsWith('swot.survival'),
    );
    expect(survival).toMatchObject({
      params: { sector: Math.round(figures.survival5 * 100), firstCohort: '2010' },
      source: 'census-bds-2019',
    });
    expect(report.market).toMatchObject({
      cohorts: { first: 2010, last: 2014 },
      years: { earlier: 2009, later: 2019 },
    });
  });

  it('dates the steps inside their phases, in phase order, from the creation day', () => {
    const { steps } = build(EXAMPLE_CALCULATOR_INPUT);
    expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index));
    const phases = Object.keys(PHASE_DAYS);
    for (const [index, step] of steps.entries()) {
      const range = PHASE_DAYS[step.phase];
      expect(step.dueInDays).toBeGreaterThanOrEqual(range.fromDay);
      expect(step.dueInDays).toBeLessThanOrEqual(range.toDay);
      const previous = steps[index - 1];
      if (previous) {
        expect(phases.indexOf(step.phase)).toBeGreaterThanOrEqual(phases.indexOf(previous.phase));
        expect(step.dueInDays).toBeGreaterThanOrEqual(previous.dueInDays);
      }
    }
    expect(steps[0]).toMatchObject({ phase: 'validate', dueInDays: 14 });
    // Late in a UTC day still counts from that day.
    expect(dueOn(new Date('2026-03-02T23:59:00.000Z'), 14)).toBe('2026-03-16');
    expect(dueOn(new Date('2026-12-25T00:00:00.000Z'), 30)).toBe('2027-01-24');
  });

  it('plans only what a founder can do: the engine advice on their own choices, no conclusions', () => {
    const early = build(EXAMPLE_CALCULATOR_INPUT).steps.map((step) => step.text);
    const later = build(OPERATING).steps.map((step) => step.text);
    for (const texts of [early, later]) {
      for (const text of texts) {
        if (text.kind === 'engine') expect(text.code).toMatch(/^recommendations\./);
        expect(text).not.toMatchObject({ code: 'recommendations.keep_current_plan' });
      }
    }
    const keys = (texts: ReportText[]) =>
      texts.map((text) =>
        text.kind === 'message' ? text.key : text.kind === 'engine' ? text.code : text.entry,
      );
    expect(keys(early)).toContain('recommendations.validate_demand');
    expect(keys(early)).toContain('steps.trackMonthly');
    // The engine's own cash habit is not repeated in other words.
    expect(keys(later)).toContain('recommendations.track_cash_runway');
    expect(keys(later)).not.toContain('steps.trackMonthly');
  });
});
