import { describe, expect, it } from 'vitest';
import { LOCATION_CODES } from '#engine/locations';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  CalculatorOptionsResponseSchema,
  PredictionResultSchema,
} from '#shared/contracts/calculator';
import { setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

const post = (payload: string | object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/predict',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('GET /api/calculator/options', () => {
  it('lists the 12 required fields and the optional area type, legal form and time commitment with their codes and a valid example', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/calculator/options' });
    expect(response.statusCode).toBe(200);
    const body = CalculatorOptionsResponseSchema.parse(response.json());
    expect(body.fields.map((field) => field.name)).toHaveLength(15);
    expect(new Set(body.fields.map((field) => field.name)).size).toBe(15);
    expect(body.fields.filter((field) => !field.required).map((field) => field.name)).toEqual([
      'areaType',
      'legalForm',
      'timeCommitment',
    ]);
    const optionsOf = (name: string) =>
      body.fields.find((field) => field.name === name)?.options.map((option) => option.value);
    expect(optionsOf('areaType')).toEqual(['urban', 'rural', 'unknown']);
    expect(optionsOf('legalForm')).toEqual([
      'sole_proprietorship',
      'partnership',
      'limited_company',
      'unknown',
    ]);
    expect(optionsOf('timeCommitment')).toEqual(['full_time', 'side_business', 'unknown']);
    expect(CalculatorInputSchema.safeParse(body.example).success).toBe(true);
    const location = body.fields.find((field) => field.name === 'location');
    expect(location?.options.map((option) => option.value)).toEqual(LOCATION_CODES);
    expect(location?.options).toHaveLength(53);
    const capital = body.fields.find((field) => field.name === 'capitalInvestment');
    expect(capital).toMatchObject({ type: 'number', min: 0, max: 100_000_000 });
  });
});

describe('POST /api/predict', () => {
  it('answers the prediction for the example, same bytes twice', async () => {
    const first = await post(EXAMPLE_CALCULATOR_INPUT);
    expect(first.statusCode).toBe(200);
    const result = PredictionResultSchema.parse(first.json());
    expect(result.score).toBe(Math.round(100 * result.probability));
    expect(result.modelVersion).toMatch(/^\d{4}\.\d{2}-\d+$/);
    expect((await post(EXAMPLE_CALCULATOR_INPUT)).body).toBe(first.body);
  });

  it.each([
    ['capital 1e999 (Infinity)', '{"capitalInvestment":1e999}', 'capitalInvestment'],
    ['negative capital', { capitalInvestment: -5 }, 'capitalInvestment'],
    ['capital over 100M', { capitalInvestment: 100_000_001 }, 'capitalInvestment'],
    ['capital as text', { capitalInvestment: '5000' }, 'capitalInvestment'],
    ['unknown sector', { sector: 'space_mining' }, 'sector'],
    ['unknown location', { location: 'US-XX' }, 'location'],
    ['unknown stage', { businessStage: 'scaling' }, 'businessStage'],
    ['unknown area type', { areaType: 'suburban' }, 'areaType'],
    ['area type null', { areaType: null }, 'areaType'],
  ])('refuses %s with a field error', async (_name, change, field) => {
    const payload =
      typeof change === 'string'
        ? JSON.stringify(EXAMPLE_CALCULATOR_INPUT).replace(
            /"capitalInvestment":\d+/,
            change.slice(1, -1),
          )
        : { ...EXAMPLE_CALCULATOR_INPUT, ...change };
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
  });

  it('accepts the area type: absent and unknown give the same bytes, rural a different result', async () => {
    const absent = await post(EXAMPLE_CALCULATOR_INPUT);
    const unknown = await post({ ...EXAMPLE_CALCULATOR_INPUT, areaType: 'unknown' });
    const rural = await post({ ...EXAMPLE_CALCULATOR_INPUT, areaType: 'rural' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(absent.body);
    expect(rural.statusCode).toBe(200);
    const ruralResult = PredictionResultSchema.parse(rural.json());
    const absentResult = PredictionResultSchema.parse(absent.json());
    expect(ruralResult.probability).toBeGreaterThan(absentResult.probability);
    expect(ruralResult.inputHash).not.toBe(absentResult.inputHash);
    expect(ruralResult.contributions.map((entry) => entry.input)).toContain('areaType');
    expect(absentResult.contributions.map((entry) => entry.input)).not.toContain('areaType');
  });

  it('names every missing field', async () => {
    const response = await post({ sector: 'retail' });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json<{ fieldErrors: object }>().fieldErrors);
    expect(fields).toEqual(
      expect.arrayContaining(['customerType', 'location', 'capitalInvestment', 'operationScale']),
    );
    expect(fields).toHaveLength(11);
  });

  it('refuses extra fields', async () => {
    const response = await post({ ...EXAMPLE_CALCULATOR_INPUT, score: 99 });
    expect(response.statusCode).toBe(400);
  });

  // The route sends the engine's output without re-validating it (isResponseTrusted), so the
  // contract is checked here: nothing would be stripped and every field matches.
  it.each([
    ['the example', {}],
    ['a rural start-up in Turkey', { location: 'TR', areaType: 'rural', capitalInvestment: 0 }],
    [
      'a large venture',
      { sector: 'information', capitalInvestment: 40_000_000, marketSize: 'international' },
    ],
  ])('answers exactly the contract for %s', async (_name, change) => {
    const response = await post({ ...EXAMPLE_CALCULATOR_INPUT, ...change });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(PredictionResultSchema.parse(body)).toEqual(body);
  });

  it('does not look the session cookie up: a stale cookie is neither read nor cleared', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/predict',
      headers: { 'content-type': 'application/json', cookie: 'session=stale' },
      payload: JSON.stringify(EXAMPLE_CALCULATOR_INPUT),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
