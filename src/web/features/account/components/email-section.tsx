import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Account } from '#shared/contracts/account';
import { CurrentPasswordSchema } from '#shared/contracts/auth';
import { AccountEmailChangeRequestSchema } from '#shared/contracts/email-auth';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast-store';
import { useCreateEmailVerification } from '../api/create-email-verification';
import { useUpdateAccountEmail } from '../api/update-account-email';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useFailureToast } from '../hooks/use-failure-toast';
import { useFieldMessage } from '../hooks/use-field-message';
import { AccountSection } from './account-section';

const VerificationBadge = ({ isVerified }: { isVerified: boolean }) => {
  const { t } = useTranslation('account');
  const Icon = isVerified ? BadgeCheck : CircleAlert;
  return (
    <span
      className={
        isVerified
          ? 'inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-medium text-primary-strong'
          : 'inline-flex items-center gap-1 rounded-full border border-danger-700 bg-surface px-2.5 py-0.5 text-sm font-medium text-danger-700'
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {isVerified ? t('email.verified') : t('email.unverified')}
    </span>
  );
};

/** The current password is asked again: a new address could take the account over (by a reset). */
const emailChangeSchema = (hasPassword: boolean) =>
  AccountEmailChangeRequestSchema.extend({
    // Unchecked (and not sent) when the account has none: the field is not even shown.
    currentPassword: hasPassword ? CurrentPasswordSchema : z.string(),
  });

type EmailChangeForm = { email: string; currentPassword: string };
const EMPTY: EmailChangeForm = { email: '', currentPassword: '' };

/** The address with its state, a new verification link, and adding or changing the address. */
export const EmailSection = ({ account }: { account: Account }) => {
  const { t } = useTranslation('account');
  const translate = useFieldMessage();
  const showFailure = useFailureToast();
  const resend = useCreateEmailVerification();
  const updateEmail = useUpdateAccountEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<EmailChangeForm>({
    resolver: zodResolver(emailChangeSchema(account.hasPassword)),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onResend = (email: string) =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast({ title: t('email.resent'), description: t('email.sentTo', { email }) }),
        onError: (error) => showFailure(t('email.resendFailed'), error),
      },
    );

  const onSubmit = handleSubmit(async ({ email, currentPassword }) => {
    setFormError(null);
    try {
      await updateEmail.mutateAsync({
        email,
        ...(account.hasPassword ? { currentPassword } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED') {
        setFormError(t('email.reauthenticate'));
        return;
      }
      const isShown = applyApiFieldErrors(error, setError, {
        names: ['email', 'currentPassword'],
        byCode: { EMAIL_IN_USE: 'email', WRONG_PASSWORD: 'currentPassword' },
      });
      if (!isShown) showFailure(t('email.changeFailed'), error);
      return;
    }
    reset(EMPTY);
    toast({ title: t('email.linkSent'), description: t('email.sentTo', { email }) });
  });

  return (
    <AccountSection id="account-email" heading={t('email.heading')}>
      {account.email ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium break-all text-ink">{account.email}</span>
          <VerificationBadge isVerified={account.emailVerified} />
        </div>
      ) : (
        <p className="text-ink-muted">{t('email.none')}</p>
      )}
      {account.email && !account.emailVerified ? (
        <div>
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => account.email && onResend(account.email)}
          >
            {resend.isPending ? t('email.resending') : t('email.resend')}
          </Button>
        </div>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField
          id="account-new-email"
          label={account.email ? t('email.changeLabel') : t('email.addLabel')}
          hint={t('email.changeHint')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={translate(errors.email?.message)}
          {...register('email')}
        />
        {account.hasPassword ? (
          <TextField
            id="account-email-current-password"
            label={t('password.current')}
            hint={t('email.currentPasswordHint')}
            type="password"
            autoComplete="current-password"
            error={translate(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        ) : null}
        {formError ? (
          <p role="alert" className="text-danger-700">
            {formError}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? t('email.sending') : t('email.sendLink')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
};
