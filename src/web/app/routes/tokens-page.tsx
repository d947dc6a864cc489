import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanBuy } from '#web/features/billing/hooks/use-can-buy';
import { TokenBalance } from '#web/features/tokens/components/token-balance';
import { TokenHistory } from '#web/features/tokens/components/token-history';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** /tokens: the signed-in user's balance, today's free runs and every credit and spend. */
export const TokensPage = () => {
  const { t } = useTranslation('tokens');
  useDocumentTitle(t('page.title'));
  const canBuy = useCanBuy();
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('page.title')}
        </h1>
        <p className="text-lg text-ink-muted">
          {t('page.intro')}{' '}
          <Link
            to={paths.pricing}
            className="font-medium text-primary underline underline-offset-2"
          >
            {t('page.pricingLink')}
          </Link>
        </p>
      </header>
      <TokenBalance canBuy={canBuy} />
      <TokenHistory />
    </PageContainer>
  );
};
