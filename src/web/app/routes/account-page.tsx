import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '#web/components/ui/load-states';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { toast } from '#web/lib/toast-store';
import { findIdentitiesQueryOptions } from '#web/features/account/api/find-identities';
import { accountQueryOptions, useAccount } from '#web/features/account/api/get-account';
import { AccountSection } from '#web/features/account/components/account-section';
import { DataSection } from '#web/features/account/components/data-section';
import { DeleteAccountSection } from '#web/features/account/components/delete-account-section';
import { EmailSection } from '#web/features/account/components/email-section';
import { PasswordSection } from '#web/features/account/components/password-section';
import { ProfileSection } from '#web/features/account/components/profile-section';
import { SessionsSection } from '#web/features/account/components/sessions-section';
import { SignInMethodsSection } from '#web/features/account/components/sign-in-methods-section';
import { RestartTutorialButton } from '#web/features/tutorial/components/restart-tutorial-button';
import { currentUserQueryOptions } from '#web/features/auth/api/current-user-query';
import { clearStoredUser } from '#web/features/auth/auth-storage';
import { ProviderSignInButton } from '#web/features/auth/components/provider-sign-in-button';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

/**
 * The browser side of a session that the server has already ended (everywhere, or with the
 * account): the signed-in user and the spec's login keys go, as on logout.
 */
const useForgetSignedInUser = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    clearStoredUser();
  }, [queryClient]);
};

/** /account (and /settings): profile, e-mail, password, sign-in methods, sessions, data. */
export const AccountPage = () => {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const account = useAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const forgetSignedInUser = useForgetSignedInUser();

  const onSignedOutEverywhere = () => {
    // To /auth either way: if the guard sees the user gone first, it sends /account there too.
    void navigate(paths.auth);
    forgetSignedInUser();
    toast({ title: t('sessions.signedOutEverywhere') });
  };

  const refresh = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });

  const onProviderConnected = () => {
    refresh(findIdentitiesQueryOptions().queryKey);
    refresh(accountQueryOptions().queryKey);
    refresh(currentUserQueryOptions().queryKey);
    toast({ title: t('signInMethods.connected') });
  };

  // Set when the account is gone: the browser forgets the user as this page leaves the screen.
  const isDeleted = useRef(false);
  useEffect(
    () => () => {
      if (isDeleted.current) forgetSignedInUser();
    },
    [forgetSignedInUser],
  );
  const onDeleted = () => {
    toast({ title: t('delete.deleted'), description: t('delete.deletedDescription') });
    // Home first, and forget the user only once /account has left the screen: the router moves in
    // a transition that waits for the home page's chunk, and a user forgotten during that wait
    // lets the sign-in guard, still around /account, send the browser to /auth instead (a race
    // CI's slower machine lost). The unmount above is the moment home is committed.
    isDeleted.current = true;
    void navigate(paths.home);
  };

  return (
    <PageContainer>
      <PageHeader title={t('title')} lead={t('intro')} spacing="tight" leadSize="md" />
      {account.data ? (
        <div className="mt-8 flex flex-col gap-8">
          <ProfileSection
            account={account.data}
            onSaved={() => refresh(currentUserQueryOptions().queryKey)}
          />
          <EmailSection account={account.data} />
          <PasswordSection hasPassword={account.data.hasPassword} />
          <SignInMethodsSection
            account={account.data}
            connectProvider={<ProviderSignInButton mode="link" onSignedIn={onProviderConnected} />}
          />
          <SessionsSection onSignedOutEverywhere={onSignedOutEverywhere} />
          {/* The one place a finished or skipped tutorial can be taken again. */}
          <AccountSection
            id="account-tutorial"
            heading={t('tutorial.heading')}
            description={t('tutorial.description')}
          >
            <RestartTutorialButton />
          </AccountSection>
          <DataSection />
          <DeleteAccountSection account={account.data} onDeleted={onDeleted} />
        </div>
      ) : account.isError ? (
        <ErrorState
          message={t('loadFailed')}
          onRetry={() => void account.refetch()}
          className="mt-8"
        />
      ) : (
        <Spinner />
      )}
    </PageContainer>
  );
};
