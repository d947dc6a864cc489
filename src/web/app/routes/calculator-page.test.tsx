import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillCalculator } from '#tests/fixtures/web/calculator-form';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';
import { savedExampleCalculation } from '#tests/fixtures/web/saved-calculation';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const SAVED = savedExampleCalculation({ title: 'Corner café' });
const DETAIL = `GET /api/calculations/${SAVED.id}`;

/** A signed-in user's API: saving answers SAVED, and SAVED can be read back by id. */
const signedInApi = () => {
  localStorage.setItem('isLoggedIn', 'true');
  return mockFetch({
    'GET /api/user': () => ({ body: { id: 'u1', username: 'ayse' } }),
    'POST /api/calculations': () => ({ status: 201, body: SAVED }),
    [DETAIL]: () => ({ body: SAVED }),
  });
};

const calls = (spy: ReturnType<typeof mockFetch>, key: string) =>
  spy.mock.calls.filter(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === key;
  }).length;

describe('/calculator, signed in', () => {
  it('shows the saved calculation from the save itself, without reading it back', async () => {
    const spy = signedInApi();
    const user = userEvent.setup();
    const { router } = renderApp('/calculator');
    await screen.findByRole('heading', { name: 'Your business' }, { timeout: 10_000 });
    await fillCalculator(user);
    await user.click(screen.getByRole('button', { name: 'Calculate my score' }));
    await screen.findByRole('heading', { level: 1, name: SAVED.title }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(`/analysis-results/${SAVED.id}`);
    expect(calls(spy, 'POST /api/calculations')).toBe(1);
    expect(calls(spy, DETAIL)).toBe(0);
  });

  it('reads the calculation by id when its page is opened directly (the request saved above)', async () => {
    const spy = signedInApi();
    renderApp(`/analysis-results/${SAVED.id}`);
    await screen.findByRole('heading', { level: 1, name: SAVED.title }, { timeout: 10_000 });
    expect(calls(spy, DETAIL)).toBe(1);
  });
});
