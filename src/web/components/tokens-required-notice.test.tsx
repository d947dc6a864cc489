import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-errors';
import { i18n, initI18n } from '#web/lib/i18n';
import { expectLinks } from '#tests/fixtures/web/links';
import { TokensRequiredNotice } from './tokens-required-notice';

const TOKENS_REQUIRED = new ApiError({
  status: 402,
  code: 'TOKENS_REQUIRED',
  message: 'This costs 5 tokens; your balance is 0.',
});

const renderNotice = (canBuy: boolean | null) =>
  render(
    <MemoryRouter>
      <TokensRequiredNotice error={TOKENS_REQUIRED} canBuy={canBuy} />
    </MemoryRouter>,
  );

describe('TokensRequiredNotice', () => {
  beforeEach(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('tokens');
  });

  it('offers the token packs and memberships where the site sells them', () => {
    renderNotice(true);
    expectLinks({ 'Buy tokens': '/subscription', 'See memberships': '/membership' });
  });

  // On `npm start` without Stripe both links led to pages where every purchase failed.
  it('says tokens cannot be bought here, with no link to pages that cannot sell', () => {
    renderNotice(false);
    expect(screen.getByRole('alert')).toHaveTextContent('This costs 5 tokens; your balance is 0.');
    expect(screen.getByTestId('tokens-cannot-buy')).toHaveTextContent(
      'Tokens cannot be bought on this site at the moment',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers nothing yet while the site is being asked', () => {
    renderNotice(null);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('tokens-cannot-buy')).toBeNull();
  });
});
