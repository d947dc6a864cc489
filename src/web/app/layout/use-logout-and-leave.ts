import { useNavigate } from 'react-router';
import { useLogout } from '#web/features/auth/api/logout';
import { paths } from '#shared/routes';

/** Signs out, then goes home: the header's and the mobile menu's Logout. */
export const useLogoutAndLeave = () => {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    leave: () => logout.mutate(undefined, { onSuccess: () => void navigate(paths.home) }),
    isPending: logout.isPending,
  };
};
