import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, unitPrice } from '#shared/catalogue';
import { formatPrice } from '#web/lib/format';
import { i18n, initI18n } from '#web/lib/i18n';
import pricingEn from '#web/locales/en/pricing.json';
import { expectLinks } from '#tests/fixtures/web/links';
import { PricingPage } from './pricing-page';

const renderPage = async (language: 'en' | 'tr') => {
  initI18n(language);
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
};

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => i18n.changeLanguage('en'));

describe('PricingPage', () => {
  it('lists every free feature and every paid tool with its cost from the catalogue', async () => {
    await renderPage('en');
    const rows = rowsOf('free-paid-table');
    expect(rows).toHaveLength(CATALOGUE.freeFeatures.length + CATALOGUE.paidTools.length);
    for (const feature of CATALOGUE.freeFeatures) {
      expect(rows).toContainEqual([pricingEn.freePaid.features[feature], 'Free', 'Available now']);
    }
    const simulator = rows.find((row) => row[0] === pricingEn.freePaid.tools.simulatorRun.name);
    expect(simulator?.[1]).toBe(
      '1 token per run after the first 10 runs of the day (on the simulator pages runs happen in your browser and are always free)',
    );
    const analysis = rows.find(
      (row) => row[0] === pricingEn.freePaid.tools.comprehensiveAnalysis.name,
    );
    expect(analysis?.slice(1)).toEqual(['5 tokens per analysis', 'Available now']);
    const narrative = rows.find((row) => row[0] === pricingEn.freePaid.tools.aiNarrative.name);
    expect(narrative?.[2]).toBe('Coming next');
    expect(screen.getByTestId('pricing-notice')).toHaveTextContent(
      'Token packs and memberships are on sale',
    );
    expectLinks({ 'Buy token packs': '/subscription', 'Choose a membership': '/membership' });
    expect(
      screen.getByText(`Every new account gets ${CATALOGUE.signUpTokens} tokens`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('shows every pack and tier with prices in both currencies, formatted for English', async () => {
    await renderPage('en');
    expect(rowsOf('token-packs-table')).toEqual(
      CATALOGUE.packs.map((pack) => [
        `${pack.tokens} tokens`,
        formatPrice(pack.price.USD, 'USD', 'en-US'),
        formatPrice(pack.price.TRY, 'TRY', 'en-US'),
        formatPrice(Math.round(unitPrice(pack, 'USD')), 'USD', 'en-US', { hasCents: true }),
        formatPrice(Math.round(unitPrice(pack, 'TRY')), 'TRY', 'en-US', { hasCents: true }),
      ]),
    );
    const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
    expect(rowsOf('token-packs-table')[0]?.slice(1, 4).map(plain)).toEqual(['$5', '₺199', '$0.25']);
    const tiers = rowsOf('membership-table');
    expect(tiers.map((row) => row[0])).toEqual(['Free', 'Plus', 'Pro']);
    expect(tiers[1]?.map(plain)).toEqual(['Plus', '$9', '₺349', '60', '50']);
    expect(screen.getByRole('link', { name: 'More answers in the FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  it('writes the same figures the Turkish way', async () => {
    await renderPage('tr');
    expect(screen.getByRole('heading', { level: 1, name: 'Fiyatlandırma' })).toBeInTheDocument();
    const packs = rowsOf('token-packs-table');
    expect(packs[3]?.slice(0, 3)).toEqual([
      '400 jeton',
      formatPrice(5_000, 'USD', 'tr-TR'),
      formatPrice(199_900, 'TRY', 'tr-TR'),
    ]);
    expect(packs[3]?.[2]).toMatch(/^₺1\.999$/);
    expect(rowsOf('free-paid-table')).toHaveLength(
      CATALOGUE.freeFeatures.length + CATALOGUE.paidTools.length,
    );
  });
});
