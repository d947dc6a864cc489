import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '#shared/contracts/outbox';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { formatDateTime, localeOf } from '#web/lib/format';
import { isOutboxUnavailable, useOutboxMail } from '../api/find-outbox-mail';
import { LinkedText } from './linked-text';

const MailItem = ({ mail, locale }: { mail: OutboxMail; locale: string }) => {
  const { t } = useTranslation('outbox');
  const headingId = `outbox-mail-${mail.id}`;
  return (
    <li>
      <Card aria-labelledby={headingId} as="article" padding="sm-md">
        <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
          {mail.subject}
        </h2>
        <p className="mt-1 text-sm break-all text-ink-muted">
          {t('mail.to', { address: mail.to })}
        </p>
        <p className="text-sm text-ink-muted">
          <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, locale)}</time>
        </p>
        <div className="mt-3 border-t border-line pt-3">
          <LinkedText text={mail.text} />
        </div>
      </Card>
    </li>
  );
};

/** The outbox's newest mail, refreshed every few seconds and on demand. */
export const OutboxMailList = ({ emptyAction }: { emptyAction: ReactNode }) => {
  const { t, i18n } = useTranslation('outbox');
  const outbox = useOutboxMail();
  const locale = localeOf(i18n.resolvedLanguage);

  if (outbox.isPending) return <Spinner />;
  if (outbox.isError && isOutboxUnavailable(outbox.error)) {
    return (
      <div role="alert" className="rounded-lg border border-line bg-muted p-4">
        <p className="font-semibold text-ink">{t('unavailable.title')}</p>
        <p className="mt-1 text-ink-muted">{t('unavailable.description')}</p>
      </div>
    );
  }

  const refreshButton = (
    <Button variant="secondary" disabled={outbox.isFetching} onClick={() => void outbox.refetch()}>
      {outbox.isFetching ? t('refreshing') : t('refresh')}
    </Button>
  );
  // A failed refresh keeps the last list on screen, with a note and the button to retry.
  const failureNote = outbox.isError ? (
    <p role="alert" className="text-danger-700">
      {t('loadError')}
    </p>
  ) : null;
  const mails = outbox.data?.mails ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {refreshButton}
        <p className="text-sm text-ink-muted">{t('autoRefresh')}</p>
      </div>
      {failureNote}
      {mails.length > 0 ? (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
          {mails.map((mail) => (
            <MailItem key={mail.id} mail={mail} locale={locale} />
          ))}
        </ul>
      ) : outbox.isError ? null : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-muted">{t('empty')}</p>
          {emptyAction}
        </div>
      )}
    </div>
  );
};
