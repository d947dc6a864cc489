import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { useLinkToken } from '#web/features/auth/hooks/use-link-token';
import { UnsubscribePanel } from '#web/features/newsletter/components/unsubscribe-panel';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

/** The unsubscribe link's page (#token=…): asks first, then offers to resubscribe. */
export const NewsletterUnsubscribedPage = () => {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('unsubscribe.title'));
  const token = useLinkToken();
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader title={t('unsubscribe.heading')} />
      <UnsubscribePanel token={token} />
    </PageContainer>
  );
};
