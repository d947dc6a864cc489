import { clsx } from 'clsx';
import { Tabs } from '#web/components/ui/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The account layers: e-mail and password (the default), or the server's own usernames. */
export type SignInMethod = 'email' | 'username';

type SignInMethodTabsProps = {
  method: SignInMethod;
  onMethodChange: (method: SignInMethod) => void;
  /** The tab list's accessible name: "Sign in with" or "Sign up with". */
  label: string;
  email: ReactNode;
  username: ReactNode;
};

const triggerClassName = clsx(
  'flex-1 rounded-md border border-transparent px-3 py-1.5 text-sm font-medium text-ink-muted',
  'hover:text-ink data-[state=active]:border-line-strong data-[state=active]:bg-surface data-[state=active]:text-ink',
);

/** E-mail | Username inside Sign in and Sign up, as tabs (arrow keys move between them). */
export const SignInMethodTabs = ({
  method,
  onMethodChange,
  label,
  email,
  username,
}: SignInMethodTabsProps) => {
  const { t } = useTranslation('auth');
  return (
    <Tabs.Root
      value={method}
      onValueChange={(value) => onMethodChange(value === 'username' ? 'username' : 'email')}
      className="flex flex-col gap-5"
    >
      <Tabs.List aria-label={label} className="flex gap-1 rounded-lg border border-line p-1">
        <Tabs.Trigger value="email" className={triggerClassName}>
          {t('methods.email')}
        </Tabs.Trigger>
        <Tabs.Trigger value="username" className={triggerClassName}>
          {t('methods.username')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="email" className="flex flex-col gap-5">
        {email}
      </Tabs.Content>
      <Tabs.Content value="username" className="flex flex-col gap-5">
        {username}
      </Tabs.Content>
    </Tabs.Root>
  );
};
