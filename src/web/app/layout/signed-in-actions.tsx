import { clsx } from 'clsx';
import { ChevronDown, LogOut, type LucideIcon, SquarePen, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { User } from '#shared/contracts/auth';
import { menuContentClassName, menuItemClassName } from '#web/components/ui/menu-styles';
import { NotificationBell } from '#web/features/notifications/components/notification-bell';
import { paths } from '#shared/routes';
import { navLinkClassName } from './nav-link-class-name';
import { useLogoutAndLeave } from './use-logout-and-leave';

/** A menu entry that goes to a page: its icon, then its name. */
const MenuLink = ({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) => (
  <DropdownMenu.Item asChild className={menuItemClassName}>
    <Link to={to}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  </DropdownMenu.Item>
);

/**
 * The wide header's links for a signed-in user: Dashboard, the notifications bell, then a menu
 * under the username with My Account and Logout. One menu instead of three links keeps the header inside 1280 px in
 * Turkish and with the longest name; the name is shortened on screen only (title and accessible
 * name keep it whole). Part of the deferred shell chunk (docs/decisions/009).
 */
export const SignedInActions = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const logout = useLogoutAndLeave();
  const { pathname } = useLocation();
  return (
    <>
      <NavLink to={paths.dashboard} className={navLinkClassName}>
        {t('nav.dashboard')}
      </NavLink>
      {/* Its texts are a namespace of their own, fetched with the bell: the header never waits. */}
      <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
        <NotificationBell
          className={clsx(
            navLinkClassName({ isActive: pathname === paths.notifications }),
            // An icon button with the count over its corner: the Turkish header fits 1280 px.
            'relative flex size-10 items-center justify-center px-0',
          )}
        />
      </Suspense>
      {/* Not modal: a modal menu hides the page with aria-hidden while it stays focusable (axe). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          // The visible name, whole, inside a label that says what the button opens.
          aria-label={`${t('nav.accountMenu')}: ${user.username}`}
          className={clsx(
            navLinkClassName({ isActive: pathname.startsWith(paths.account) }),
            'flex items-center gap-1.5',
          )}
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="max-w-36 truncate" title={user.username}>
            {user.username}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClassName}>
            <DropdownMenu.Label className="max-w-72 truncate px-3 py-2 text-xs text-ink-muted">
              {t('nav.signedInAs', { username: user.username })}
            </DropdownMenu.Label>
            <MenuLink to={paths.account} icon={UserRound} label={t('nav.account')} />
            {user.isAdmin ? (
              <MenuLink to={paths.blogAdmin} icon={SquarePen} label={t('nav.blogAdmin')} />
            ) : null}
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item
              className={menuItemClassName}
              disabled={logout.isPending}
              onSelect={logout.leave}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('nav.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
};
