import { paths } from '#shared/routes';
import { useTranslation } from 'react-i18next';
import { useSignInOptions } from '../api/get-sign-in-options';

/** The outbox page of a server that keeps its mail instead of sending it (no SMTP server set). */
export const OUTBOX_PAGE_PATH = paths.outbox;

/** Where the mailed link is, when this server keeps mail in its outbox page; nothing otherwise. */
export const OutboxNote = () => {
  const { t } = useTranslation('auth');
  const options = useSignInOptions();
  if (!options.data?.outboxPage) return null;
  return (
    <p className="text-sm text-ink-muted">
      {t('outbox.note')}{' '}
      <a href={OUTBOX_PAGE_PATH} className="font-medium text-primary underline underline-offset-2">
        {t('outbox.link')}
      </a>
    </p>
  );
};
