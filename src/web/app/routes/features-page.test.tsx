import { render, screen, within } from '@testing-library/react';
import { matchRoutes, MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n';
import { appRoutes } from '../router';
import { COMING_NEXT, FEATURES, FeaturesPage } from './features-page';

/** Whether the app's route table has a page (or a redirect) at `path`, not only the catch-all. */
const isRoute = (path: string) => {
  const deepest = matchRoutes(appRoutes, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
};

const renderPage = async (language: 'en' | 'tr') => {
  initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('features');
  return render(
    <MemoryRouter>
      <FeaturesPage />
    </MemoryRouter>,
  );
};

describe('the features page against the route table', () => {
  it('tells a route from the catch-all', () => {
    expect(isRoute('/analysis')).toBe(true);
    expect(isRoute('/login')).toBe(true);
    expect(isRoute('/no-such-feature')).toBe(false);
  });

  // A feature listed as coming next whose page exists has been built: list it as available.
  it('lists nothing as coming next whose path is already a route of the app', () => {
    expect(COMING_NEXT.filter((item) => isRoute(item.path))).toEqual([]);
  });

  it('links every feature it lists as available to a route of the app', () => {
    expect(FEATURES.filter((feature) => !isRoute(feature.path))).toEqual([]);
  });
});

describe('FeaturesPage', () => {
  beforeEach(() => localStorage.clear());

  it('describes the built tools as available, each linked to its page, and nothing as coming', async () => {
    await renderPage('en');
    const today = screen.getByRole('region', { name: 'What you can use today' });
    for (const [name, href] of [
      ['A comprehensive analysis of a business', '/analysis'],
      ['AI insights', '/ai-recommendations'],
      ['A business idea finder', '/business-idea-finder'],
      ['Dashboards and notifications', '/dashboard'],
      ['Tokens and memberships', '/tokens'],
      ['Follow-ups and a public track record', '/follow-ups'],
    ] as const) {
      const item = within(today).getByRole('article', { name });
      expect(within(item).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(within(today).getAllByRole('article')).toHaveLength(FEATURES.length);
    expect(screen.queryByRole('heading', { name: 'Coming next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/are being built and are not available yet/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See what is free and what costs tokens' }),
    ).toHaveAttribute('href', '/pricing');
  });

  it('does the same in Turkish', async () => {
    await renderPage('tr');
    const today = screen.getByRole('region', { name: 'Bugün kullanabilecekleriniz' });
    expect(within(today).getByRole('article', { name: 'Jetonlar ve üyelikler' })).toBeVisible();
    expect(within(today).getAllByRole('article')).toHaveLength(FEATURES.length);
    expect(screen.queryByRole('heading', { name: 'Sırada' })).not.toBeInTheDocument();
  });
});
