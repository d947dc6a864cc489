import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button';
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
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t('intro')}</p>
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
