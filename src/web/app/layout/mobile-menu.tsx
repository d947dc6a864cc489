import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { User } from '#shared/contracts/auth';
import { DialogHeader } from '#web/components/ui/dialog';
import { NotificationsMenuLink } from '#web/features/notifications/components/notifications-menu-link';
import { paths, signUpPath } from '#shared/routes';
import { NAV_ITEMS } from './nav-items';
import { useLogoutAndLeave } from './use-logout-and-leave';

type MobileMenuProps = { user: User | null };

const itemClassName = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'block rounded-md px-3 py-2.5 text-base font-medium',
    isActive ? 'bg-primary-soft text-primary-strong' : 'text-ink hover:bg-muted',
  );

/** The header's links in a dialog below the lg breakpoint; Radix traps focus and restores it. */
export const MobileMenu = ({ user }: MobileMenuProps) => {
  const { t } = useTranslation();
  const logout = useLogoutAndLeave();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  const accountLinks = user
    ? [
        { to: paths.dashboard, label: t('nav.dashboard') },
        { to: paths.account, label: t('nav.account') },
        ...(user.isAdmin ? [{ to: paths.blogAdmin, label: t('nav.blogAdmin') }] : []),
      ]
    : [
        { to: paths.auth, label: t('nav.login') },
        { to: signUpPath, label: t('nav.signUp') },
      ];

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        aria-label={t('nav.openMenu')}
        className="flex size-10 items-center justify-center rounded-md text-ink hover:bg-muted xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col gap-4 overflow-y-auto bg-surface p-5 shadow-xl">
          <DialogHeader
            title={t('nav.menuTitle')}
            description={t('nav.menuDescription')}
            isDescriptionHidden
            closeLabel={t('nav.closeMenu')}
          />
          <nav aria-label={t('nav.label')}>
            <ul className="flex flex-col gap-1">
              {[
                ...NAV_ITEMS.map((item) => ({ to: item.to, label: t(item.labelKey) })),
                { to: paths.calculator, label: t('nav.calculator') },
              ].map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={close} className={itemClassName}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-line pt-4">
            {user ? (
              <p className="px-3 pb-2 text-sm text-ink-muted">
                {t('nav.signedInAs', { username: user.username })}
              </p>
            ) : null}
            <ul className="flex flex-col gap-1">
              {accountLinks.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end onClick={close} className={itemClassName}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {user ? (
                <li>
                  <Suspense fallback={null}>
                    <NotificationsMenuLink
                      to={paths.notifications}
                      onClick={close}
                      className={itemClassName}
                    />
                  </Suspense>
                </li>
              ) : null}
              {user ? (
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      logout.leave();
                    }}
                    className="block w-full rounded-md px-3 py-2.5 text-left text-base font-medium text-ink hover:bg-muted"
                  >
                    {t('nav.logout')}
                  </button>
                </li>
              ) : null}
            </ul>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
