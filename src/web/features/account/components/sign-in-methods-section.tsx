import { KeyRound, Link2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '#shared/contracts/account';
import type { Identity } from '#shared/contracts/identity';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast-store';
import { useDeleteIdentity } from '../api/delete-identity';
import { useIdentities } from '../api/find-identities';
import { useDateTimeFormat } from '../hooks/use-date-time-format';
import { useFailureToast } from '../hooks/use-failure-toast';
import { AccountSection } from './account-section';

const MethodItem = ({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) => (
  <li className="flex gap-3">
    <span aria-hidden="true" className="mt-0.5 text-primary">
      {icon}
    </span>
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </div>
  </li>
);

const IdentityRow = ({ identity }: { identity: Identity }) => {
  const { t } = useTranslation('account');
  const formatDateTime = useDateTimeFormat();
  const disconnect = useDeleteIdentity();
  const showFailure = useFailureToast();
  const provider = identity.providerName;
  const date = formatDateTime(identity.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
      <div className="min-w-0">
        <p className="font-medium text-ink">{provider}</p>
        <p className="text-sm break-all text-ink-muted">
          {identity.email
            ? t('signInMethods.providerDetails', { email: identity.email, date })
            : t('signInMethods.providerDetailsNoEmail', { date })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={disconnect.isPending}
        aria-label={t('signInMethods.disconnectOne', { provider })}
        onClick={() =>
          disconnect.mutate(identity.id, {
            onSuccess: () => toast({ title: t('signInMethods.disconnected', { provider }) }),
            onError: (error) => showFailure(t('signInMethods.disconnectFailed'), error),
          })
        }
      >
        {t('signInMethods.disconnect')}
      </Button>
    </li>
  );
};

const ConnectedProviders = () => {
  const { t } = useTranslation('account');
  const identities = useIdentities();
  if (identities.isError) return <p className="text-danger-700">{t('signInMethods.loadFailed')}</p>;
  if (!identities.data) return null;
  if (identities.data.length === 0) {
    return <p className="text-sm text-ink-muted">{t('signInMethods.noProviders')}</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {identities.data.map((identity) => (
        <IdentityRow key={identity.id} identity={identity} />
      ))}
    </ul>
  );
};

type SignInMethodsSectionProps = {
  account: Account;
  /** The page's "connect a provider" control (the auth feature's provider button), if offered. */
  connectProvider?: ReactNode;
};

/** Every way into the account: username and password, e-mail, and connected providers. */
export const SignInMethodsSection = ({ account, connectProvider }: SignInMethodsSectionProps) => {
  const { t } = useTranslation('account');
  return (
    <AccountSection
      id="account-sign-in-methods"
      heading={t('signInMethods.heading')}
      description={t('signInMethods.description')}
    >
      <ul className="flex flex-col gap-5">
        <MethodItem
          icon={<KeyRound className="size-5" />}
          title={t('signInMethods.usernamePassword')}
        >
          <p className="text-sm text-ink-muted">
            {account.hasPassword
              ? t('signInMethods.passwordSet', { username: account.username })
              : t('signInMethods.noPassword')}
          </p>
        </MethodItem>
        <MethodItem icon={<Mail className="size-5" />} title={t('signInMethods.email')}>
          <p className="text-sm break-all text-ink-muted">
            {account.email ?? t('signInMethods.noEmail')}
          </p>
        </MethodItem>
        <MethodItem icon={<Link2 className="size-5" />} title={t('signInMethods.providers')}>
          <ConnectedProviders />
          {connectProvider}
        </MethodItem>
      </ul>
    </AccountSection>
  );
};
