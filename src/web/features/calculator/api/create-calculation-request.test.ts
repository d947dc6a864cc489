import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { writeCurrentBusinessId } from '#web/lib/current-business';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { savedCalculation } from '#tests/fixtures/web/saved-calculation';
import { createCalculation } from './create-calculation-request';

const BUSINESS_ID = 'b0000000-0000-4000-8000-000000000001';
const savedAs = (businessId: string | null) =>
  savedCalculation(undefined, {
    businessId,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
  });
const bodiesOf = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('saving a calculation', () => {
  it('links the run to the business the user works on', async () => {
    writeCurrentBusinessId(BUSINESS_ID);
    const spy = mockFetch({
      'POST /api/calculations': () => ({ status: 201, body: savedAs(BUSINESS_ID) }),
    });
    expect((await createCalculation(EXAMPLE_CALCULATOR_INPUT)).businessId).toBe(BUSINESS_ID);
    expect(bodiesOf(spy)).toEqual([{ input: EXAMPLE_CALCULATOR_INPUT, businessId: BUSINESS_ID }]);
  });

  it('saves unlinked without a chosen business', async () => {
    const spy = mockFetch({
      'POST /api/calculations': () => ({ status: 201, body: savedAs(null) }),
    });
    await createCalculation(EXAMPLE_CALCULATOR_INPUT);
    expect(bodiesOf(spy)).toEqual([{ input: EXAMPLE_CALCULATOR_INPUT }]);
  });

  it('keeps the run, unlinked, when the chosen business no longer exists', async () => {
    writeCurrentBusinessId(BUSINESS_ID);
    const spy = mockFetch({
      'POST /api/calculations': (init) =>
        (JSON.parse(init?.body as string) as { businessId?: string }).businessId
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_FAILED',
                message: 'This business does not exist.',
                fieldErrors: { businessId: ['This business does not exist'] },
              },
            }
          : { status: 201, body: savedAs(null) },
    });
    expect((await createCalculation(EXAMPLE_CALCULATOR_INPUT)).businessId).toBeNull();
    expect(bodiesOf(spy)).toEqual([
      { input: EXAMPLE_CALCULATOR_INPUT, businessId: BUSINESS_ID },
      { input: EXAMPLE_CALCULATOR_INPUT },
    ]);
  });

  it('reports any other refusal', async () => {
    writeCurrentBusinessId(BUSINESS_ID);
    mockFetch({
      'POST /api/calculations': () => ({
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'You need to be logged in' },
      }),
    });
    await expect(createCalculation(EXAMPLE_CALCULATOR_INPUT)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
