import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useBusinesses } from '#web/features/businesses/api/find-businesses';
import { useRememberCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { paths } from '#shared/routes';
import { RedirectToAuth } from './auth-redirect';

// Spec section 4: these stay reachable with zero businesses (that is where one gets created).
const EXEMPT_PREFIXES = [paths.businesses, paths.onboarding];

export const isExemptFromBusinessGuard = (pathname: string) =>
  EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Its own component so the guard reads the `businesses` texts only when it shows them: asked for
 * in the guard itself, they held every business page's first render until their chunk was in.
 */
const BusinessesLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('businesses');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16">
      <p className="text-ink">{t('loadError')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
};

/**
 * Business guard (spec section 4): a spinner while the user or the businesses load, /auth without a
 * user, /onboarding for a signed-in user with zero businesses (except under the exempt prefixes).
 */
export const RequireBusiness = () => {
  const { status, user } = useAuth();
  const location = useLocation();
  const businesses = useBusinesses(user?.id ?? null);
  useRememberCurrentBusiness(businesses.data);

  if (status === 'loading') return <Spinner />;
  if (status === 'anonymous') {
    return <RedirectToAuth from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  // A cached empty list being refetched may be stale (a business was just created elsewhere).
  if (businesses.isPending || (businesses.isFetching && businesses.data?.length === 0)) {
    return <Spinner />;
  }
  if (businesses.isError) return <BusinessesLoadError onRetry={() => void businesses.refetch()} />;
  if (businesses.data.length === 0 && !isExemptFromBusinessGuard(location.pathname)) {
    return <Navigate to={paths.onboarding} replace />;
  }
  return <Outlet />;
};
