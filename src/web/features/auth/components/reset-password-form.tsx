import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import { PasswordSchema } from '#shared/contracts/auth';
import { paths } from '#shared/routes';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthValidationMessage } from '../hooks/use-auth-validation-message';
import { FormAlert } from './form-alert';
import { PasswordToggle } from './password-toggle';

const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });
type NewPassword = z.infer<typeof NewPasswordSchema>;

type ResetPasswordFormProps = {
  /** The link's token; null when the page was opened without one. */
  token: string | null;
  onSignedIn: () => void;
};

/** Offers the page that mails a new link, when this one no longer works. */
const AskAgain = ({ message }: { message: string }) => {
  const { t } = useTranslation('auth');
  return (
    <FormAlert>
      <p>{message}</p>
      <Link
        to={paths.forgotPassword}
        className="font-medium text-primary underline underline-offset-2"
      >
        {t('resetPassword.askAgain')}
      </Link>
    </FormAlert>
  );
};

/** A new password from a reset link: set, then signed in (every other session has ended). */
export const ResetPasswordForm = ({ token, onSignedIn }: ResetPasswordFormProps) => {
  const { t } = useTranslation('auth');
  const translate = useAuthValidationMessage();
  const describeError = useAuthErrorText();
  const confirmReset = useConfirmPasswordReset();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [failure, setFailure] = useState<{ message: string; isLinkDead: boolean } | null>(null);
  const { register, handleSubmit, formState } = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  if (!token) {
    return <AskAgain message={t('LINK_INVALID', { ns: 'errors' })} />;
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirmReset.mutateAsync({ token, password });
      onSignedIn();
    } catch (error) {
      const isLinkDead = error instanceof ApiError && error.code === 'LINK_INVALID';
      setFailure({ message: describeError(error), isLinkDead });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        id="reset-password-password"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        error={translate(errors.password?.message)}
        trailing={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setIsPasswordVisible((visible) => !visible)}
          />
        }
        {...register('password')}
      />
      <TextField
        id="reset-password-confirm-password"
        label={t('fields.confirmPassword')}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        error={translate(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      {failure?.isLinkDead ? <AskAgain message={failure.message} /> : null}
      {failure && !failure.isLinkDead ? <FormAlert>{failure.message}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </Button>
    </form>
  );
};
