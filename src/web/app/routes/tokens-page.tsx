import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/ui/page-header';
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
      <PageHeader
        title={t('page.title')}
        lead={
          <>
            {t('page.intro')}{' '}
            <Link
              to={paths.pricing}
              className="font-medium text-primary underline underline-offset-2"
            >
              {t('page.pricingLink')}
            </Link>
          </>
        }
        spacing="snug"
      />
      <TokenBalance canBuy={canBuy} />
      <TokenHistory />
    </PageContainer>
  );
};
