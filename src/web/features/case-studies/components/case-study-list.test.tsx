import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIMILAR_BUSINESSES } from '#engine/examples';
import { i18n, initI18n } from '#web/lib/i18n';
import { sectorOf } from '../case-study-filters';
import { CASE_STUDY_PAGE_SIZE, CaseStudyList } from './case-study-list';

const TOTAL = SIMILAR_BUSINESSES.length;
const RETAIL = SIMILAR_BUSINESSES.filter((example) => sectorOf(example) === 'retail');
const location = { search: '' };
const rememberSearch = (search: string) => {
  location.search = search;
};

const LocationProbe = () => {
  const { search } = useLocation();
  useEffect(() => {
    rememberSearch(search);
  }, [search]);
  return null;
};

const renderList = (path = '/case-studies') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Routes>
          <Route
            path="/case-studies"
            element={
              <>
                <LocationProbe />
                <CaseStudyList />
              </>
            }
          />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );

const cards = () => screen.getAllByRole('article');

describe('CaseStudyList', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
  });

  it('shows the reference set a page at a time, grouped under the calculator sector names', async () => {
    const user = userEvent.setup();
    renderList();
    expect(cards()).toHaveLength(CASE_STUDY_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${String(CASE_STUDY_PAGE_SIZE)} of ${String(TOTAL)} matching businesses (${String(TOTAL)} in the set).`,
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Agriculture, forestry, fishing (farms, nurseries)',
      }),
    ).toBeInTheDocument();
    while (screen.queryByRole('button', { name: /^Show \d+ more business/ })) {
      await user.click(screen.getByRole('button', { name: /^Show \d+ more business/ }));
    }
    expect(cards()).toHaveLength(TOTAL);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Retail (shops, online stores)' }),
    ).toBeInTheDocument();
  });

  it('filters by sector, then by outcome, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    renderList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'retail');
    expect(cards()).toHaveLength(RETAIL.length);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Retail (shops, online stores)',
    ]);
    expect(location.search).toBe('?sector=retail');

    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    const closed = RETAIL.filter((example) => example.outcome === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    expect(cards()).toHaveLength(closed.length);
    for (const card of cards()) expect(card).toHaveTextContent('Closed');
    expect(location.search).toBe('?sector=retail&outcome=closed');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${String(closed.length)} of ${String(closed.length)} matching businesses (${String(TOTAL)} in the set).`,
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(CASE_STUDY_PAGE_SIZE);
    expect(location.search).toBe('');
  });

  it('reads the filters from the address and ignores unknown values', () => {
    renderList('/case-studies?outcome=survived&sector=no-such-sector');
    const survived = SIMILAR_BUSINESSES.filter((example) => example.outcome === 'survived');
    expect(cards()).toHaveLength(Math.min(CASE_STUDY_PAGE_SIZE, survived.length));
    for (const card of cards()) expect(card).toHaveTextContent('Still operating');
    expect(screen.getByRole('radio', { name: 'Still operating' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('all');
  });

  it('gives each business its timeline, translated note, external source and a calculator link', () => {
    renderList('/case-studies?sector=agriculture&outcome=closed');
    const card = screen.getByRole('article', { name: 'Bowery Farming' });
    expect(card).toHaveTextContent('Founded 2015, closed 2024 (after 9 years).');
    expect(card).toHaveTextContent('ceased operations in 2024 after crop disease and high costs');
    const source = within(card).getByRole('link', {
      name: 'Source: Bowery Farming (Wikipedia) (opens in a new tab)',
    });
    expect(source).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Bowery_Farming');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(
      within(card).getByRole('link', { name: 'Estimate a business like this (Bowery Farming)' }),
    ).toHaveAttribute('href', '/calculator');
  });
});
