import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { User } from '#shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { paths } from '../paths';
import { navLinkClassName } from './nav-link-class-name';
import { useLogoutAndLeave } from './use-logout-and-leave';

/**
 * The wide header's links for a signed-in user. Part of the deferred shell chunk: a visitor's
 * first load carries neither the logout request nor the icons (docs/decisions/009).
 */
export const SignedInActions = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const logout = useLogoutAndLeave();
  return (
    <>
      <NavLink to={paths.dashboard} className={navLinkClassName}>
        {t('nav.dashboard')}
      </NavLink>
      <NavLink to={paths.account} className={navLinkClassName}>
        <span className="flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('nav.account')}: </span>
          {user.username}
        </span>
      </NavLink>
      <Button variant="ghost" size="sm" onClick={logout.leave} disabled={logout.isPending}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('nav.logout')}
      </Button>
    </>
  );
};
