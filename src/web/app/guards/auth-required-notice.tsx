import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isAuthRedirectState } from './auth-redirect';

/** Spec section 6's "You need to be logged in to access this page", shown on /auth after a guard redirect. */
export const AuthRequiredNotice = () => {
  const { t } = useTranslation('errors');
  const location = useLocation();
  if (!isAuthRedirectState(location.state)) return null;
  return (
    <p
      role="status"
      className="mb-6 flex items-center gap-2 rounded-lg border border-accent bg-accent-soft px-4 py-3 text-sm font-medium text-ink"
    >
      <Lock aria-hidden="true" className="size-4 shrink-0 text-accent" />
      {t('UNAUTHENTICATED')}
    </p>
  );
};
