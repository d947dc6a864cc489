import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { blogInput } from '#tests/fixtures/blog';
import { SAMPLE_BUSINESS_INPUT } from '#tests/fixtures/engine/business-inputs';
import { CHECKUP_FIGURES } from '#tests/fixtures/checkup-figures';
import { STRONG_PASSWORD } from './clients';

/** Today as YYYY-MM-DD (UTC), a date every "result recorded on" field accepts. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A body each signed-in endpoint accepts, keyed `METHOD /api/path`: access-control cases send it,
 * so a refusal is about who asks, not about a malformed body (each case also checks that the
 * owner's own request with the same body succeeds). An endpoint added to the contracts without a
 * body here fails the suite until one is added.
 */
export const VALID_BODIES: Readonly<Record<string, () => unknown>> = {
  'DELETE /api/account': () => ({ confirmation: 'nobody', currentPassword: STRONG_PASSWORD }),
  'PATCH /api/account/profile': () => ({ displayName: 'Changed by the caller' }),
  'POST /api/account/email': () => ({
    email: 'changed@example.com',
    currentPassword: STRONG_PASSWORD,
  }),
  'POST /api/account/password': () => ({
    currentPassword: STRONG_PASSWORD,
    newPassword: 'another long passphrase 42',
  }),
  'POST /api/analysis-reports': () => ({ businessId: '00000000-0000-4000-8000-000000000000' }),
  'PATCH /api/analysis-reports/:id/steps/:stepId': () => ({ done: true }),
  'POST /api/blog/admin/posts': () => blogInput(),
  'PUT /api/blog/admin/posts/:id': () => blogInput(),
  'POST /api/blog/admin/posts/:id/publication': () => ({ published: true }),
  'POST /api/blog/admin/preview': () => ({ bodyMarkdown: 'Hi' }),
  'POST /api/businesses': () => ({ name: 'Corner shop', inputs: EXAMPLE_CALCULATOR_INPUT }),
  'PATCH /api/businesses/:id': () => ({ name: 'Renamed by the caller' }),
  'POST /api/businesses/:id/checkups': () => ({ ...CHECKUP_FIGURES }),
  'POST /api/businesses/:businessId/experiments': () => ({
    kind: 'customer_interviews',
    measure: 'Interviewees who would pay 20 USD a month',
    criterionPercent: 30,
    plannedSampleSize: 20,
  }),
  'PATCH /api/experiments/:id': () => ({ measure: 'Changed by the caller' }),
  'POST /api/experiments/:id/entries': () => ({ date: today(), successes: 1, trials: 2 }),
  'POST /api/businesses/:businessId/scenarios': () => ({
    name: 'Lean launch',
    input: SAMPLE_BUSINESS_INPUT,
  }),
  'PATCH /api/scenarios/:id': () => ({ name: 'Changed by the caller' }),
  'POST /api/calculations': () => ({ input: EXAMPLE_CALCULATOR_INPUT }),
  'POST /api/follow-ups': () => ({
    calculationId: '00000000-0000-4000-8000-000000000000',
    monthsAfter: 6,
    outcome: 'operating',
  }),
  'PATCH /api/calculations/:id': () => ({ title: 'Renamed by the caller' }),
  'POST /api/ideas/find': () => ({ location: 'US-TX', experience: 'over_10_years' }),
  'POST /api/insights/narrative': () => ({ businessId: null, language: 'en' }),
  'POST /api/checkout': () => ({ productKind: 'pack', productId: 'pack-20', currency: 'USD' }),
  'PUT /api/tutorial': () => ({ step: 1, status: 'active' }),
};
