import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { loadShellExtras } from '../load-shell-extras';
import { paths, signUpPath } from '#shared/routes';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';
import { navLinkClassName } from './nav-link-class-name';

export const SiteHeader = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The small-screen menu (a Radix dialog) and a signed-in user's links arrive with the shell's
  // extras, after the page (the user is only known after that too: API reads wait for them).
  const extras = useDeferredModule(loadShellExtras);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      {/* Wider than the pages' 6xl: the Turkish labels need the room at 1280 px (layout.spec.ts). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
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
          {/* As wide as the widest of its two contents (a signed-in user's, in English), so the
              language switch does not move when the user is known (layout shift). */}
          <div className="hidden min-w-[26rem] items-center justify-end gap-2 xl:flex">
            <Button asChild size="sm">
              <Link to={paths.calculator}>{t('nav.calculator')}</Link>
            </Button>
            {user ? (
              extras ? (
                <extras.SignedInActions user={user} />
              ) : null
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
            <extras.MobileMenu user={user} />
          ) : (
            // Holds the menu button's place so the header does not shift when it arrives.
            <span aria-hidden="true" className="size-10 xl:hidden" />
          )}
        </div>
      </div>
    </header>
  );
};
