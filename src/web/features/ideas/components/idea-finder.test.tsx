import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { predictCore } from '#engine/index';
import type { FindIdeasRequest, FindIdeasResponse } from '#shared/contracts/ideas';
import { BUSINESS_IDEAS, ideaCalculatorInput } from '#shared/ideas/index';
import { AppProviders } from '#web/app/providers';
import { i18n, initI18n } from '#web/lib/i18n';
import { mockFetch } from '#tests/fixtures/web/fetch-mock';
import { IdeaFinder } from './idea-finder';

afterEach(() => vi.unstubAllGlobals());

/** The home bakery ($4,000 of starting capital) as the only match, for the founder asked. */
const answerFor = (request: FindIdeasRequest): FindIdeasResponse => {
  const idea = BUSINESS_IDEAS.find((entry) => entry.id === 'home-bakery');
  if (!idea) throw new Error('home-bakery');
  const calculatorInput = ideaCalculatorInput(idea, request);
  const { probability, interval } = predictCore(calculatorInput);
  return {
    matches: [{ idea, estimate: { probability, interval }, calculatorInput }],
    total: 1,
    page: 1,
    pageSize: 12,
    pageCount: 1,
    modelVersion: 'test',
    loosen: [],
  };
};

/** The finder at `url`, answering every search with the bakery; returns the requests sent. */
const renderFinder = (url: string, language: 'en' | 'tr') => {
  initI18n(language);
  void i18n.changeLanguage(language);
  const requests: FindIdeasRequest[] = [];
  mockFetch({
    'POST /api/ideas/find': (init) => {
      const request = JSON.parse(init?.body as string) as FindIdeasRequest;
      requests.push(request);
      return { body: answerFor(request) };
    },
  });
  render(
    createElement(
      AppProviders,
      null,
      createElement(
        MemoryRouter,
        { initialEntries: [url] },
        createElement(IdeaFinder, { calculatorPath: '/calculator' }),
      ),
    ),
  );
  return requests;
};

describe('the idea finder in lira', () => {
  it('keeps a Turkish founder’s ₺ budget as typed, sends its dollars and shows the ideas in ₺', async () => {
    const requests = renderFinder(
      '/business-idea-finder?location=TR&experience=none&budget=50000&currency=TRY',
      'tr',
    );
    const card = await screen.findByRole('article', { name: 'Ev pastanesi' });
    // $4,000 at OECD's 7.35 lira per dollar.
    expect(within(card).getByText('₺29.400')).toBeVisible();
    expect(requests.at(-1)?.budgetUsd).toBe(50_000 / 7.35);
    expect(screen.getByRole('spinbutton', { name: /\(TRY\)$/ })).toHaveValue(50_000);
    expect(screen.getByRole('combobox', { name: 'Para birimi' })).toHaveValue('TRY');
    // The conversion is named under the field (with the dollars used) and over the results.
    const notes = screen.getAllByTestId('conversion-note');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent('Model bu tutarı $6.803 olarak kullanır.');
    for (const note of notes) expect(note).toHaveTextContent('1 ABD doları = ₺7,35');
  });

  it('types the budget in the chosen location’s currency and bounds it in that currency', async () => {
    const requests = renderFinder('/business-idea-finder', 'en');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'TR');
    await userEvent.selectOptions(screen.getByLabelText('Industry experience'), 'none');
    const budget = screen.getByRole('spinbutton', { name: 'Most you can invest to start (TRY)' });
    await userEvent.type(budget, '800000000');
    await userEvent.click(screen.getByRole('button', { name: 'Find ideas' }));
    expect(await screen.findByText('Enter an amount of at most ₺735,000,000')).toBeVisible();
    expect(budget).toHaveAccessibleDescription(/Enter an amount of at most ₺735,000,000/);
    expect(requests).toHaveLength(0);

    await userEvent.clear(budget);
    await userEvent.type(budget, '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Find ideas' }));
    const card = await screen.findByRole('article', { name: 'Home bakery' });
    expect(within(card).getByText('₺29,400')).toBeVisible();
    await waitFor(() => expect(requests.at(-1)?.budgetUsd).toBe(50_000 / 7.35));
  });

  it('keeps dollars for a link without a currency', async () => {
    const requests = renderFinder(
      '/business-idea-finder?location=TR&experience=none&budget=5000',
      'en',
    );
    const card = await screen.findByRole('article', { name: 'Home bakery' });
    expect(within(card).getByText('$4,000')).toBeVisible();
    expect(requests.at(-1)?.budgetUsd).toBe(5000);
    expect(screen.queryAllByTestId('conversion-note')).toHaveLength(0);
  });
});
