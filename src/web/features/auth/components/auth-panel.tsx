import { clsx } from 'clsx';
import { Tabs } from '#web/components/ui/tabs';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { EmailSignInForm } from './email-sign-in-form';
import { ProviderChoice } from './provider-choice';
import { type SignInMethod, SignInMethodTabs } from './sign-in-method-tabs';

export type AuthTab = 'sign-in' | 'sign-up';
export type { SignInMethod } from './sign-in-method-tabs';

type AuthPanelProps = {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  method: SignInMethod;
  onMethodChange: (method: SignInMethod) => void;
};

const triggerClassName = clsx(
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-ink-muted transition-colors',
  'hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
);

/**
 * The identity provider's button when there is one, then Sign in and Sign up as two tabs,
 * each with the E-mail | Username choice; the page keeps both choices in the URL and moves on
 * once the user is signed in. E-mail sign-in comes with the page; the other three forms (with
 * react-hook-form, Zod and the contracts) load just after it, a spinner holding their place if
 * one is opened first: the page's first load stays under 150 KB (docs/decisions/009).
 */
export const AuthPanel = ({ tab, onTabChange, method, onMethodChange }: AuthPanelProps) => {
  const { t } = useTranslation('auth');
  const forms = useDeferredModule(() => import('./deferred-auth-forms'));
  const loading = <Spinner className="py-8" />;
  return (
    <div className="flex flex-col gap-6">
      <ProviderChoice />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => onTabChange(value === 'sign-up' ? 'sign-up' : 'sign-in')}
        className="flex flex-col gap-6"
      >
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="sign-in" className={triggerClassName}>
            {t('tabs.signIn')}
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={triggerClassName}>
            {t('tabs.signUp')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" className="flex flex-col gap-5">
          <h2 className="text-lg font-semibold">{t('signIn.heading')}</h2>
          <SignInMethodTabs
            label={t('methods.signInLabel')}
            method={method}
            onMethodChange={onMethodChange}
            email={<EmailSignInForm />}
            username={forms ? <forms.SignInForm /> : loading}
          />
        </Tabs.Content>
        <Tabs.Content value="sign-up" className="flex flex-col gap-5">
          <h2 className="text-lg font-semibold">{t('signUp.heading')}</h2>
          <SignInMethodTabs
            label={t('methods.signUpLabel')}
            method={method}
            onMethodChange={onMethodChange}
            email={forms ? <forms.EmailSignUpForm /> : loading}
            username={forms ? <forms.SignUpForm /> : loading}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
};
