import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue';
import { SUPPORT_EMAIL } from '#shared/constants';
import { NEWSLETTER_CONFIRM_TTL_DAYS } from '#shared/contracts/newsletter';
import { i18n, initI18n } from '#web/lib/i18n';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

const renderAt = async (page: 'privacy' | 'terms', language: 'en' | 'tr' = 'en') => {
  initI18n(language);
  await i18n.changeLanguage(language);
  render(<MemoryRouter>{page === 'privacy' ? <PrivacyPolicyPage /> : <TermsPage />}</MemoryRouter>);
  await screen.findByRole('heading', { level: 1 });
};

const tocLinks = () =>
  within(screen.getByRole('navigation', { name: /Contents|İçindekiler/ })).getAllByRole('link');

afterEach(() => i18n.changeLanguage('en'));

describe('legal pages', () => {
  it('privacy: dated, with a table of contents linking every section by its anchor', async () => {
    await renderAt('privacy');
    expect(screen.getByText('Last updated: November 26, 2026')).toBeInTheDocument();
    const links = tocLinks();
    const sections = screen.getAllByRole('heading', { level: 2 }).slice(1);
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      expect(link).toHaveAttribute('href', `/#${sections[index]?.id ?? 'missing'}`);
    });
    expect(document.getElementById('cookies')).toHaveTextContent('Cookies');
    expect(screen.getByText(/session: a random token/)).toBeInTheDocument();
    // Lifetimes come from the code that enforces them.
    expect(
      screen.getByText(
        new RegExp(`Newsletter confirmation links: ${NEWSLETTER_CONFIRM_TTL_DAYS} days`),
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('terms: the refund period comes from the catalogue, in one plural form', async () => {
    await renderAt('terms');
    const days = CATALOGUE.unusedPackRefundDays;
    expect(screen.getByText(new RegExp(`within ${days} days of purchase`))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`within ${days} day of purchase`))).toBeNull();
    expect(screen.getByRole('link', { name: 'See the pricing page' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('reads in Turkish with a Turkish date', async () => {
    await renderAt('privacy', 'tr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Son güncelleme: 26 Kasım 2026')).toBeInTheDocument();
  });
});
