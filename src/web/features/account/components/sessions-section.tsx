import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '#shared/contracts/account';
import { Button } from '#web/components/ui/button';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table';
import { Dialog, DialogActions, DialogClose } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';
import { toast } from '#web/lib/toast-store';
import { useDeleteAccountSession } from '../api/delete-account-session';
import { useDeleteAllAccountSessions } from '../api/delete-all-account-sessions';
import { useAccountSessions } from '../api/find-account-sessions';
import { useDateTimeFormat } from '../hooks/use-date-time-format';
import { useFailureToast } from '../hooks/use-failure-toast';
import { AccountSection } from './account-section';

const useDeviceName = () => {
  const { t } = useTranslation('account');
  return ({ browser, os }: AccountSession) => {
    if (browser && os) return t('sessions.deviceOn', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
};

const SignOutSessionButton = ({ session, device }: { session: AccountSession; device: string }) => {
  const { t } = useTranslation('account');
  const endSession = useDeleteAccountSession();
  const showFailure = useFailureToast();
  if (session.isCurrent) {
    return (
      <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-primary-strong">
        {t('sessions.thisDevice')}
      </span>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={endSession.isPending}
      aria-label={t('sessions.signOutOne', { device })}
      onClick={() =>
        endSession.mutate(session.id, {
          onSuccess: () => toast({ title: t('sessions.signedOutOne', { device }) }),
          onError: (error) => showFailure(t('sessions.signOutFailed'), error),
        })
      }
    >
      {t('sessions.signOut')}
    </Button>
  );
};

type SessionsSectionProps = {
  /** After every session ended, this one too: the page clears the browser's login and leaves. */
  onSignedOutEverywhere: () => void;
};

/** Where the account is signed in, with a way to end any of it. */
export const SessionsSection = ({ onSignedOutEverywhere }: SessionsSectionProps) => {
  const { t } = useTranslation('account');
  const sessions = useAccountSessions();
  const endAll = useDeleteAllAccountSessions();
  const showFailure = useFailureToast();
  const formatDateTime = useDateTimeFormat();
  const deviceName = useDeviceName();
  const [isConfirming, setIsConfirming] = useState(false);

  const columns: DataTableColumn<AccountSession>[] = [
    { key: 'device', header: t('sessions.device'), cell: deviceName, isRowHeader: true },
    { key: 'method', header: t('sessions.method'), cell: (row) => t(`methods.${row.method}`) },
    { key: 'started', header: t('sessions.started'), cell: (row) => formatDateTime(row.createdAt) },
    {
      key: 'lastActive',
      header: t('sessions.lastActive'),
      cell: (row) => formatDateTime(row.lastSeenAt),
    },
    {
      key: 'action',
      header: <span className="sr-only">{t('sessions.actions')}</span>,
      // The hidden header is absolutely placed: its cell must contain it, or it sits outside the
      // table's scroll box and widens the page at 320 px.
      className: 'relative',
      cell: (row) => <SignOutSessionButton session={row} device={deviceName(row)} />,
    },
  ];

  const onEndAll = () =>
    endAll.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        onSignedOutEverywhere();
      },
      onError: (error) => showFailure(t('sessions.signOutFailed'), error),
    });

  return (
    <AccountSection
      id="account-sessions"
      heading={t('sessions.heading')}
      description={t('sessions.description')}
    >
      {sessions.data ? (
        <DataTable
          caption={t('sessions.caption')}
          columns={columns}
          rows={sessions.data}
          rowKey={(row) => row.id}
          className="min-w-[40rem] text-sm"
          testId="account-sessions"
        />
      ) : sessions.isError ? (
        <p role="alert" className="text-danger-700">
          {t('sessions.loadFailed')}
        </p>
      ) : (
        <Spinner className="py-4" />
      )}
      <div>
        <Dialog
          isAlert
          open={isConfirming}
          onOpenChange={setIsConfirming}
          trigger={<Button variant="destructive">{t('sessions.signOutEverywhere')}</Button>}
          title={t('sessions.confirmTitle')}
          description={t('sessions.confirmDescription')}
          size="md"
        >
          <DialogActions>
            <DialogClose>
              <Button variant="secondary">{t('sessions.cancel')}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={endAll.isPending} onClick={onEndAll}>
              {endAll.isPending ? t('sessions.signingOut') : t('sessions.confirmSignOut')}
            </Button>
          </DialogActions>
        </Dialog>
      </div>
    </AccountSection>
  );
};
