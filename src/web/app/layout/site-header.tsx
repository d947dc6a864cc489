import { clsx } from 'clsx';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useDeferredModule } from '../../lib/use-deferred-module';
import { loadShellExtras } from '../load-shell-extras';
import { paths, signUpPath } from '../paths';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-primary-soft text-primary-strong'
      : 'text-ink-muted hover:bg-muted hover:text-ink',
  );

export const SiteHeader = () => {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const onLogout = () => logout.mutate(undefined, { onSuccess: () => void navigate(paths.home) });
  // The small-screen menu (a Radix dialog) arrives with the shell's extras, after the page.
  const extras = useDeferredModule(loadShellExtras);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClassName}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <div className="hidden items-center gap-2 xl:flex">
            <Button asChild size="sm">
              <Link to={paths.calculator}>{t('nav.calculator')}</Link>
            </Button>
            {user ? (
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
                <Button variant="ghost" size="sm" onClick={onLogout} disabled={logout.isPending}>
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('nav.logout')}
                </Button>
              </>
            ) : (
              <>
                <NavLink to={paths.auth} end className={navLinkClassName}>
                  {t('nav.login')}
                </NavLink>
                <Button asChild variant="secondary" size="sm">
                  <Link to={signUpPath}>{t('nav.signUp')}</Link>
                </Button>
              </>
            )}
          </div>
          {extras ? (
            <extras.MobileMenu user={user} onLogout={onLogout} />
          ) : (
            // Holds the menu button's place so the header does not shift when it arrives.
            <span aria-hidden="true" className="size-10 xl:hidden" />
          )}
        </div>
      </div>
    </header>
  );
};
