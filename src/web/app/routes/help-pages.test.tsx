import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '#tests/fixtures/web/fetch-mock';
import { renderApp } from '#tests/fixtures/web/render-app';
import { i18n } from '#web/lib/i18n';

beforeEach(() => {
  mockFetch({ 'GET /api/user': signedOut });
  // jsdom lays nothing out, so it has no scrollIntoView; the pages call it for #fragments.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The first paint waits for the content chunk and the quoted namespaces.
const LOADED = { timeout: 5000 };
const searchBox = () => screen.findByRole('searchbox', { name: 'Search the help center' }, LOADED);

describe('help center search', () => {
  it('searches as you type, groups results with counts and keeps the query in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/help');
    await user.type(await searchBox(), 'download data');

    await waitFor(() => expect(router.state.location.search).toBe('?q=download+data'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^\d+ results? for “download data”$/);
    const faqGroup = screen.getByRole('region', { name: /^Frequently asked questions \(\d+\)$/ });
    const first = within(faqGroup).getAllByRole('link')[0];
    expect(first).toHaveTextContent('How do I download my data?');
    expect(first).toHaveAttribute('href', '/faq#data-export');
  });

  it('reads the query from the URL and moves through the results with the arrow keys', async () => {
    renderApp('/help?q=monte%20carlo');
    const box = await searchBox();
    expect(box).toHaveValue('monte carlo');
    const links = await screen.findAllByRole('link', { name: /Monte Carlo/ });
    expect(links.length).toBeGreaterThan(0);

    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const results = document.querySelectorAll('[data-result-link]');
    expect(document.activeElement).toBe(results[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box);
  });

  it('follows the URL when a link changes the query, not after its own writes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/help?q=monte');
    const box = await searchBox();
    await user.type(box, ' carlo');
    expect(box).toHaveValue('monte carlo');
    await waitFor(() => expect(router.state.location.search).toBe('?q=monte+carlo'));
    // The footer's Help Center link: the same page, a new entry without a query.
    const footer = await screen.findByRole('contentinfo', {}, LOADED);
    await user.click(within(footer).getByRole('link', { name: 'Help Center' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when nothing matches and offers the contact form and e-mail', async () => {
    renderApp('/help?q=qwertyuiop');
    await searchBox();
    expect(screen.getByRole('status')).toHaveTextContent('No results for “qwertyuiop”.');
    expect(screen.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /^E-mail support@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('searches the Turkish content in Turkish, ignoring case and dots on i', async () => {
    renderApp('/help?q=VER%C4%B0LER%C4%B0M%C4%B0');
    await searchBox();
    await act(() => i18n.changeLanguage('tr'));
    const faqGroup = await screen.findByRole(
      'region',
      { name: /^Sık sorulan sorular \(\d+\)$/ },
      LOADED,
    );
    const link = within(faqGroup).getAllByRole('link')[0];
    expect(link).toHaveTextContent('Verilerimi nasıl indiririm?');
    expect(link).toHaveAttribute('href', '/faq#data-export');
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('FAQ page', () => {
  it('opens and focuses the question named by the #fragment, and only that one', async () => {
    renderApp('/faq#delete-account');
    const summary = await screen.findByText('How do I delete my account?', {}, LOADED);
    const details = summary.closest('details');
    expect(details).toHaveAttribute('open');
    await waitFor(() => expect(document.activeElement).toBe(summary.closest('summary')));
    expect(document.querySelectorAll('details[open]')).toHaveLength(1);
  });

  it('shows every subject as a heading, with the answers in details/summary', async () => {
    renderApp('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, LOADED),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(document.querySelectorAll('details').length).toBeGreaterThanOrEqual(24);
    await waitFor(() => expect(document.title).toBe('Frequently asked questions · Foresight'));
  });
});

describe('tutorials page', () => {
  it('filters by level and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tutorials?level=intermediate');
    const intermediate = await screen.findByRole('button', { name: 'Intermediate users' }, LOADED);
    expect(intermediate).toHaveAttribute('aria-pressed', 'true');
    const shown = screen.getAllByRole('article');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((article) => within(article).queryByText('Level: Intermediate'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'All levels' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ tutorials shown$/);
  });

  it('numbers the steps and quotes the calculator’s own labels', async () => {
    renderApp('/tutorials#first-estimate');
    const article = await screen.findByRole('article', { name: 'Get your first estimate' }, LOADED);
    const steps = within(article).getByRole('list', { name: 'Steps of “Get your first estimate”' });
    expect(steps.tagName).toBe('OL');
    expect(steps).toHaveTextContent('“Starting capital”');
    expect(steps).toHaveTextContent('“Calculate my score”');
    expect(steps).not.toHaveTextContent('[[');
  });
});

describe('knowledge base page', () => {
  it('groups articles by topic and focuses the article named by the #fragment', async () => {
    renderApp('/knowledge-base#calibration');
    const heading = await screen.findByRole(
      'heading',
      { level: 3, name: 'Calibration and discrimination' },
      LOADED,
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const main = screen.getByRole('main');
    const topics = within(main).getAllByRole('heading', { level: 2 });
    expect(topics.map((node) => node.textContent)).toEqual([
      'The score',
      'The evidence',
      'The calculator’s questions',
      'Cash and time',
    ]);
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(15);
  });
});
