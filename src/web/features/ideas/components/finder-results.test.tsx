import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { predictCore } from '#engine/index';
import type { FindIdeasResponse } from '#shared/contracts/ideas';
import { BUSINESS_IDEAS, ideaCalculatorInput } from '#shared/ideas/index';
import { AppProviders } from '#web/app/providers';
import { i18n, initI18n } from '#web/lib/i18n';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { FinderResults } from './finder-results';

afterEach(() => vi.unstubAllGlobals());

const REQUEST = { location: 'US-TX', experience: 'none' } as const;

const answerWith = (ids: string[]): FindIdeasResponse => {
  const matches = ids.map((id) => {
    const idea = BUSINESS_IDEAS.find((entry) => entry.id === id);
    if (!idea) throw new Error(id);
    const calculatorInput = ideaCalculatorInput(idea, REQUEST);
    const { probability, interval } = predictCore(calculatorInput);
    return { idea, estimate: { probability, interval }, calculatorInput };
  });
  return {
    matches,
    total: matches.length,
    page: 1,
    pageSize: 12,
    pageCount: matches.length > 0 ? 1 : 0,
    modelVersion: 'test',
    loosen: matches.length > 0 ? [] : [{ filter: 'budgetUsd', matches: 1 }],
  };
};

const renderResults = () => {
  initI18n('en');
  void i18n.changeLanguage('en');
  return render(
    createElement(
      AppProviders,
      null,
      createElement(
        MemoryRouter,
        null,
        createElement(FinderResults, {
          request: REQUEST,
          onPage: vi.fn(),
        }),
      ),
    ),
  );
};

describe('finder results', () => {
  it('show a refused search with its reason, then the ideas after a retry', async () => {
    let isBraked = true;
    mockFetch({
      'POST /api/ideas/find': () =>
        isBraked
          ? { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many idea searches.' } }
          : { body: answerWith(['home-bakery']) },
    });
    renderResults();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ideas could not be loaded.');
    expect(alert).toHaveTextContent(/too many/i);
    isBraked = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('article', { name: 'Home bakery' });
    const link = within(card).getByRole('link', { name: 'Open in calculator: Home bakery' });
    expect(link.getAttribute('href')).toMatch(/^\/calculator\?sector=accommodation_food&/);
    expect(link.getAttribute('href')).toContain('location=US-TX');
    expect(within(card).getByText(/^80% range: \d+% to \d+%$/)).toBeVisible();
  });

  it('name the filter to loosen when nothing matches', async () => {
    mockFetch({ 'POST /api/ideas/find': () => ({ body: answerWith([]) }) });
    renderResults();
    expect(
      await screen.findByRole('heading', { name: 'No idea matches all your filters' }),
    ).toBeVisible();
    expect(screen.getByText('Budget: 1 idea without it')).toBeVisible();
  });
});
