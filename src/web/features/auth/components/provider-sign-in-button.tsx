import { useTranslation } from 'react-i18next';
import type { User } from '#shared/contracts/auth';
import type { OidcMode } from '#shared/contracts/identity';
import { Button } from '#web/components/ui/button';
import { useSignInOptions } from '../api/get-sign-in-options';
import { FormAlert } from './form-alert';
import { type ProviderSignInProblem, useProviderSignIn } from '../provider/use-provider-sign-in';

export type ProviderSignInButtonProps = {
  /** 'link' connects the provider to the signed-in account (account page). */
  mode?: OidcMode;
  /** Remember-me for the session the provider sign-in starts. */
  remember?: boolean;
  /** Called with the signed-in user once the popup reports success. */
  onSignedIn: (user: User) => void;
};

const useProblemText = (providerName: string) => {
  const { t } = useTranslation(['auth', 'errors']);
  return (problem: ProviderSignInProblem): string => {
    if (problem.kind === 'blocked') return t('auth:provider.popupBlocked');
    if (problem.kind === 'cancelled') return t('auth:provider.cancelled');
    if (problem.code === 'UNAUTHORIZED_DOMAIN' || problem.code === 'ACCOUNT_EXISTS') {
      return t(`errors:${problem.code}`);
    }
    if (problem.code === 'CONFLICT') return t('auth:provider.alreadyLinked');
    return t('auth:provider.failed', { name: providerName });
  };
};

/**
 * "Continue with {provider}": signs in (or connects the provider) in a popup. Rendered only when
 * the server has a provider configured.
 */
export const ProviderSignInButton = ({
  mode = 'sign-in',
  remember = false,
  onSignedIn,
}: ProviderSignInButtonProps) => {
  const { t } = useTranslation('auth');
  const options = useSignInOptions();
  const providerName = options.data?.provider?.name ?? '';
  const { start, isPending, problem } = useProviderSignIn({ mode, remember, onSignedIn });
  const problemText = useProblemText(providerName);
  if (!options.data?.provider) return null;
  return (
    <div className="flex flex-col gap-3">
      <Button type="button" variant="secondary" onClick={start} aria-busy={isPending}>
        {t(mode === 'link' ? 'provider.connect' : 'provider.continueWith', { name: providerName })}
      </Button>
      {isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('provider.pending')}
        </p>
      ) : null}
      {problem ? <FormAlert>{problemText(problem)}</FormAlert> : null}
    </div>
  );
};
