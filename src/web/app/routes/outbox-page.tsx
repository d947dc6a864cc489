import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { OutboxMailList } from '#web/features/outbox/components/outbox-mail-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { signUpPath } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/** /dev/outbox: the mail a server without SMTP_URL keeps instead of sending (local use only). */
export const OutboxPage = () => {
  const { t } = useTranslation('outbox');
  useDocumentTitle(t('title'));
  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} />
      <div className="mt-8">
        <OutboxMailList
          emptyAction={
            <Link to={signUpPath} className={buttonClassName('primary')}>
              {t('emptyAction')}
            </Link>
          }
        />
      </div>
    </PageContainer>
  );
};
