import { paths } from '#shared/routes';
import { useTranslation } from 'react-i18next';
import { useSignInOptions } from '../api/get-sign-in-options';

/** Where the mailed link is, when this server keeps mail in its outbox page; nothing otherwise. */
export const OutboxNote = () => {
  const { t } = useTranslation('auth');
  const options = useSignInOptions();
  if (!options.data?.outboxPage) return null;
  return (
    <p className="text-sm text-ink-muted">
      {t('outbox.note')}{' '}
      <a href={paths.outbox} className="font-medium text-primary underline underline-offset-2">
        {t('outbox.link')}
      </a>
    </p>
  );
};
