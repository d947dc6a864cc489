import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChangePasswordRequestSchema } from '#shared/contracts/account';
import { CurrentPasswordSchema } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { FieldError } from '#web/components/ui/field-error';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast-store';
import { ApiError } from '#web/lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useFailureToast } from '../hooks/use-failure-toast';
import { useFieldMessage } from '../hooks/use-field-message';
import { AccountSection } from './account-section';

const passwordFormSchema = (hasPassword: boolean) =>
  ChangePasswordRequestSchema.extend({
    // Unchecked (and not sent) when there is none: the field is not even shown.
    currentPassword: hasPassword ? CurrentPasswordSchema : z.string(),
    confirmPassword: z.string(),
  }).refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords must match',
  });

type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

const FIELD_NAMES = ['currentPassword', 'newPassword'] as const;
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password (or set a first one); every other session ends. */
export const PasswordSection = ({ hasPassword }: { hasPassword: boolean }) => {
  const { t } = useTranslation('account');
  const translate = useFieldMessage();
  const showFailure = useFailureToast();
  const updatePassword = useUpdatePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema(hasPassword)),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await updatePassword.mutateAsync({
        ...(hasPassword ? { currentPassword } : {}),
        newPassword,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED') {
        setFormError(t('password.reauthenticate'));
        return;
      }
      const isShown = applyApiFieldErrors(error, setError, {
        names: FIELD_NAMES,
        byCode: { WRONG_PASSWORD: 'currentPassword' },
      });
      if (!isShown) showFailure(t('password.failed'), error);
      return;
    }
    reset(EMPTY);
    toast({ title: t('password.changed'), description: t('password.changedDescription') });
  });

  return (
    <AccountSection
      id="account-password"
      heading={t('password.heading')}
      description={hasPassword ? t('password.description') : t('password.descriptionFirst')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {hasPassword ? (
          <TextField
            id="account-current-password"
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            error={translate(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        ) : null}
        <TextField
          id="account-new-password"
          label={t('password.new')}
          hint={t('password.newHint')}
          type="password"
          autoComplete="new-password"
          error={translate(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          id="account-confirm-password"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          error={translate(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <div role="alert">
          <FieldError id="account-password-form-error" error={formError ?? undefined} />
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('password.saving') : t('password.save')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
};
