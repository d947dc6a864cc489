import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { rememberRedirectAfterLogin } from '../../features/auth/auth-storage';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { paths } from '../paths';

const RedirectToAuth = ({ from }: { from: string }) => {
  useEffect(() => rememberRedirectAfterLogin(from), [from]);
  return <Navigate to={paths.auth} replace />;
};

/**
 * Sign-in guard for a group of routes. The business guard (spec section 4: no business → /onboarding)
 * will be a sibling `RequireBusiness` nested inside this one in router.tsx.
 */
export const RequireAuth = () => {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status === 'anonymous') {
    return <RedirectToAuth from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return <Outlet />;
};
