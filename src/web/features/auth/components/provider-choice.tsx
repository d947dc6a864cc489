import { useTranslation } from 'react-i18next';
import { useSignInOptions } from '../api/get-sign-in-options';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { ProviderSignInButton } from '../provider/provider-sign-in-button';

/** "Continue with {provider}" above the forms, then "or"; nothing when no provider is configured. */
export const ProviderChoice = () => {
  const { t } = useTranslation('auth');
  const options = useSignInOptions();
  const finishSignIn = useFinishSignIn();
  if (!options.data?.provider) return null;
  return (
    <div className="flex flex-col gap-4">
      <ProviderSignInButton mode="sign-in" onSignedIn={(user) => finishSignIn(user)} />
      <p className="flex items-center gap-3 text-sm text-ink-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t('or')}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
};
