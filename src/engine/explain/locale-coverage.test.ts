import { describe, expect, it } from 'vitest';
// eslint-disable-next-line import-x/no-restricted-paths -- test only: the engine's codes must exist in the web's translations
import english from '#web/locales/en/engine.json';
// eslint-disable-next-line import-x/no-restricted-paths -- test only: the engine's codes must exist in the web's translations
import turkish from '#web/locales/tr/engine.json';
import type { CalculatorInput } from '../inputs';
import {
  AREA_TYPES,
  BUSINESS_STAGES,
  COMPETITION_LEVELS,
  CUSTOMER_TYPES,
  EXPERIENCE_LEVELS,
  FUNDING_NEEDS,
  LEGAL_FORMS,
  MARKET_SIZES,
  MARKETING_STRATEGIES,
  OPERATION_SCALES,
  PRODUCT_TYPES,
  SECTOR_CODES,
  TIME_COMMITMENTS,
} from '../inputs';
import type { CorePrediction, Explanation, InputName, TextCode } from '../prediction-types';
import { predictCore } from '../predict';
import { explainPrediction } from './explain-prediction';
import { resultSources, SOURCE_IDS } from './result-sources';
import { makeCorePrediction, makeInput } from '#tests/fixtures/engine/core-prediction-fake';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value === null || typeof value !== 'object') return result.set(prefix, value);
  for (const [key, child] of Object.entries(value)) {
    for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key))
      result.set(path, leaf);
  }
  return result;
}

const VALUE_LISTS: [InputName, readonly (string | number)[]][] = [
  ['customerType', CUSTOMER_TYPES],
  ['productType', PRODUCT_TYPES],
  ['experience', EXPERIENCE_LEVELS],
  ['marketSize', MARKET_SIZES],
  ['fundingNeeds', FUNDING_NEEDS],
  ['competitionLevel', COMPETITION_LEVELS],
  ['marketingStrategy', MARKETING_STRATEGIES],
  ['operationScale', OPERATION_SCALES],
  ['capitalInvestment', [0, 10_000, 25_000, 1_000_000]],
  ['location', ['US-CA', 'US-MO', 'TR', 'OTHER']],
  ['areaType', AREA_TYPES],
  ['legalForm', LEGAL_FORMS],
  ['timeCommitment', TIME_COMMITMENTS],
];
const ALL_INPUTS: InputName[] = ['sector', 'businessStage', ...VALUE_LISTS.map(([name]) => name)];

/** Inputs over the value lists: sector x stage, then each other input varied alone. */
function sampleInputs(): CalculatorInput[] {
  const grid = SECTOR_CODES.flatMap((sector) =>
    BUSINESS_STAGES.map((businessStage) => makeInput({ sector, businessStage })),
  );
  const varied = SECTOR_CODES.flatMap((sector) =>
    VALUE_LISTS.flatMap(([name, values]) =>
      values.map((value) => ({ ...makeInput({ sector }), [name]: value })),
    ),
  );
  return [...grid, ...varied];
}

/** Hand-made cores that reach every branch: each input alone helping or hurting, no sensitivity. */
function edgeCores(input: CalculatorInput): CorePrediction[] {
  const base = makeCorePrediction(input);
  const source = { id: 'test', grade: 'C' } as const;
  const single = (name: InputName, deltaPoints: number) => ({
    ...base,
    contributions: [{ input: name, deltaPoints, source }],
  });
  return [
    ...ALL_INPUTS.flatMap((name) => [single(name, 5), single(name, -5)]),
    {
      ...base,
      contributions: [],
      sensitivity: [],
      baseline: { ...base.baseline, probability: 0.483 },
    },
    { ...base, baseline: { ...base.baseline, probability: 0.6 } },
    { ...base, baseline: { ...base.baseline, probability: 0.4 } },
  ];
}

function textCodes(explanation: Explanation): TextCode[] {
  return [
    ...explanation.strengths,
    ...explanation.challenges,
    ...explanation.positiveFactors,
    ...explanation.negativeFactors,
    ...explanation.neutralFactors,
    ...explanation.recommendations,
    ...explanation.commonMistakes,
    ...explanation.similarExamples.map((example) => example.note),
    ...(explanation.timeToSuccessBasis ? [explanation.timeToSuccessBasis] : []),
  ];
}

function collectEmitted(): Map<string, Set<string>> {
  const emitted = new Map<string, Set<string>>();
  const record = (text: TextCode) => {
    const params = emitted.get(text.code) ?? new Set<string>();
    Object.keys(text.params ?? {}).forEach((key) => params.add(key));
    emitted.set(text.code, params);
  };
  for (const input of sampleInputs()) {
    const explanation = explainPrediction(input, makeCorePrediction(input));
    textCodes(explanation).forEach(record);
    emitted.set(`band.${explanation.band}`, new Set());
    emitted.set(`label.${explanation.label}`, new Set());
  }
  for (const input of SECTOR_CODES.map((sector) => makeInput({ sector }))) {
    for (const core of edgeCores(input)) textCodes(explainPrediction(input, core)).forEach(record);
  }
  return emitted;
}

const EMITTED = collectEmitted();
const LOCALES = { en: flatten(english), tr: flatten(turkish) };

describe('engine locale coverage', () => {
  it('reaches the main code families', () => {
    const codes = [...EMITTED.keys()];
    for (const family of [
      'strengths.',
      'challenges.',
      'factors.',
      'recommendations.',
      'mistakes.',
      'examples.',
      'time_to_success.',
    ]) {
      expect(codes.some((code) => code.startsWith(family))).toBe(true);
    }
    expect(codes).toContain('recommendations.keep_current_plan');
    expect(codes).toContain('strengths.sector_baseline_high');
    expect(codes).toContain('challenges.sector_baseline_low');
  });

  it('en and tr have the same keys', () => {
    expect([...LOCALES.tr.keys()].sort()).toEqual([...LOCALES.en.keys()].sort());
  });

  it.each(Object.entries(LOCALES))(
    '%s has non-empty text for every emitted code, using only emitted params',
    (_language, texts) => {
      for (const [code, params] of EMITTED) {
        const text = texts.get(code);
        expect(typeof text, code).toBe('string');
        expect(String(text).trim().length, code).toBeGreaterThan(0);
        const used = [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
        for (const param of used) expect(params.has(param), `${code} uses {{${param}}}`).toBe(true);
      }
    },
  );

  it('every source a real prediction cites is listed and named in en and tr', () => {
    const cited = new Set(
      sampleInputs().flatMap((input) =>
        resultSources(predictCore(input)).map((source) => source.id),
      ),
    );
    expect([...cited].sort()).toEqual([...SOURCE_IDS].sort());
    for (const texts of Object.values(LOCALES)) {
      for (const id of SOURCE_IDS) {
        const name = texts.get(`sources.${id}`);
        expect(typeof name === 'string' ? name.length : 0, id).toBeGreaterThan(10);
      }
    }
  });
});
