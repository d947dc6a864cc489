import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import {
  SavedCalculationSchema,
  SharedCalculationSchema,
  ShareLinkSchema,
} from '#shared/contracts/calculations';
import { toUsd } from '#shared/money/currencies';
import { calculations } from '#server/db/schema/index';
import { registerUser, type SignedInUser } from '#tests/fixtures/auth-helpers';
import { callApi, setUpTestApp } from '#tests/fixtures/test-app';

// Issue 34, item 7: a saved calculation keeps the capital as the founder typed it.
const testApp = setUpTestApp();
let founder: SignedInUser;

beforeAll(async () => {
  founder = await registerUser(testApp.app);
});

const post = (payload: unknown) =>
  callApi(testApp.app, {
    method: 'POST',
    url: '/api/calculations',
    cookie: founder.cookie,
    payload,
  });
const get = (url: string) => callApi(testApp.app, { method: 'GET', url, cookie: founder.cookie });

const liraEntry = { currency: 'TRY', amount: 1_250_000 } as const;
const liraInput = {
  ...EXAMPLE_CALCULATOR_INPUT,
  location: 'TR',
  capitalInvestment: toUsd(liraEntry.amount, liraEntry.currency),
};

describe('the capital as typed, with its currency', () => {
  it('is stored, returned, read back and shown through a share link', async () => {
    const created = await post({ input: liraInput, capitalEntry: liraEntry });
    expect(created.statusCode).toBe(201);
    const saved = SavedCalculationSchema.parse(created.json());
    expect(saved.capitalEntry).toEqual(liraEntry);
    expect(saved.input.capitalInvestment).toBe(liraInput.capitalInvestment);

    const [row] = await testApp.database.db
      .select()
      .from(calculations)
      .where(eq(calculations.id, saved.id));
    expect(row).toMatchObject({ capitalCurrency: 'TRY', capitalAmount: 1_250_000 });

    const read = SavedCalculationSchema.parse((await get(`/api/calculations/${saved.id}`)).json());
    expect(read.capitalEntry).toEqual(liraEntry);

    const link = ShareLinkSchema.parse(
      (
        await callApi(testApp.app, {
          method: 'POST',
          url: `/api/calculations/${saved.id}/share`,
          cookie: founder.cookie,
        })
      ).json(),
    );
    const shared = SharedCalculationSchema.parse((await get(`/api/shared/${link.token}`)).json());
    expect(shared.capitalEntry).toEqual(liraEntry);
  });

  it('reads a calculation saved without one as the dollars it holds', async () => {
    const created = await post({ input: EXAMPLE_CALCULATOR_INPUT });
    const saved = SavedCalculationSchema.parse(created.json());
    expect(saved.capitalEntry).toEqual({
      currency: 'USD',
      amount: EXAMPLE_CALCULATOR_INPUT.capitalInvestment,
    });
    const [row] = await testApp.database.db
      .select()
      .from(calculations)
      .where(eq(calculations.id, saved.id));
    expect(row).toMatchObject({ capitalCurrency: null, capitalAmount: null });
  });

  it.each([
    ['an amount the dollars do not come from', { ...liraEntry, amount: 2_000_000 }],
    ['a currency that is not offered', { currency: 'GBP', amount: 1_250_000 }],
    ['a negative amount', { currency: 'TRY', amount: -1 }],
  ])('refuses %s with a field error', async (_name, capitalEntry) => {
    const response = await post({ input: liraInput, capitalEntry });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json<{ fieldErrors: object }>().fieldErrors);
    expect(fields.some((name) => name.startsWith('capitalEntry'))).toBe(true);
  });
});
