import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';
import { buttonClassName } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api-errors';

/** Whether a failed request was the server's 402: the balance does not pay for this use. */
export const isTokensRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'TOKENS_REQUIRED';

export type TokensRequiredNoticeProps = {
  /** The 402's error: its message says what the use costs and what the balance is. */
  error: ApiError;
  /**
   * Whether this site sells tokens now (GET /api/checkout/availability); null while it is asked.
   * When it does not, the notice says so instead of sending the reader where nothing can be bought.
   */
  canBuy: boolean | null;
};

/**
 * What a paid tool shows on a 402: the server's message (in the reader's language, with the cost
 * and the balance), that nothing was charged, and the two ways to get tokens where the site sells
 * them (otherwise that it does not). The two pages are
 * the same for every tool, so the links are known here rather than passed in by each page.
 * Tools that may show it load the `tokens` namespace with their own texts, so it never waits.
 */
export const TokensRequiredNotice = ({ error, canBuy }: TokensRequiredNoticeProps) => {
  const { t } = useTranslation('tokens');
  const headingId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      data-testid="tokens-required"
      className="flex flex-col gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4 text-ink"
    >
      <h3 id={headingId} className="text-base font-semibold">
        {t('required.heading')}
      </h3>
      <p>{error.message}</p>
      <p className="text-sm text-ink-muted">{t('required.nothingCharged')}</p>
      {canBuy === true ? (
        <p className="flex flex-wrap gap-3">
          <Link to={paths.subscription} className={buttonClassName('primary', 'sm')}>
            {t('required.buy')}
          </Link>
          <Link to={paths.membership} className={buttonClassName('secondary', 'sm')}>
            {t('required.memberships')}
          </Link>
        </p>
      ) : canBuy === false ? (
        <p data-testid="tokens-cannot-buy">{t('required.cannotBuy')}</p>
      ) : null}
    </section>
  );
};
