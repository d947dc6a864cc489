import { Outlet, useLocation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { RedirectToAuth } from './auth-redirect';

/** Sign-in guard for a group of routes; `RequireBusiness` nests inside it in router.tsx. */
export const RequireAuth = () => {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status === 'anonymous') {
    return <RedirectToAuth from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return <Outlet />;
};
