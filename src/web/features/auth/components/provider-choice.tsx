import { useTranslation } from 'react-i18next';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { useSignInOptions } from '../api/get-sign-in-options';
import { useFinishSignIn } from '../api/use-finish-sign-in';

/**
 * "Continue with {provider}" above the forms, then "or"; nothing when no provider is configured.
 * The button's code (the popup's message schema, the current-user request) loads after the page,
 * as the server's options do: the sign-in page's first load stays free of Zod (decision 009).
 */
export const ProviderChoice = () => {
  const { t } = useTranslation('auth');
  const options = useSignInOptions();
  const finishSignIn = useFinishSignIn();
  const provider = useDeferredModule(() => import('./provider-sign-in-button'));
  if (!options.data?.provider || !provider) return null;
  return (
    <div className="flex flex-col gap-4">
      <provider.ProviderSignInButton mode="sign-in" onSignedIn={(user) => finishSignIn(user)} />
      <p className="flex items-center gap-3 text-sm text-ink-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t('or')}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
};
