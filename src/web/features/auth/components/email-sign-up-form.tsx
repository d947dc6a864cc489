import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import { DISPLAY_NAME_MAX_LENGTH, EmailSignUpRequestSchema } from '#shared/contracts/email-auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-errors';
import { useEmailSignUp } from '../api/create-email-account';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthValidationMessage } from '../hooks/use-auth-validation-message';
import { CheckInbox } from './check-inbox';
import { FormAlert } from './form-alert';
import { PasswordToggle } from './password-toggle';
import { applyApiFieldErrors } from '#web/lib/form-errors';

const EmailSignUpFormSchema = EmailSignUpRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((values) => values.password === values.confirmPassword, {
  message: 'Passwords must match',
  path: ['confirmPassword'],
});
type EmailSignUpFormInput = z.input<typeof EmailSignUpFormSchema>;
type EmailSignUpFormOutput = z.output<typeof EmailSignUpFormSchema>;

const SERVER_FIELDS = ['email', 'password', 'displayName'] as const;

/** Spec section 3's account fields; a sent link turns the form into "Check your inbox". */
export const EmailSignUpForm = () => {
  const { t } = useTranslation('auth');
  const translate = useAuthValidationMessage();
  const describeError = useAuthErrorText();
  const signUp = useEmailSignUp();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    EmailSignUpFormInput,
    unknown,
    EmailSignUpFormOutput
  >({
    resolver: zodResolver(EmailSignUpFormSchema),
    defaultValues: { email: '', displayName: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, displayName, password }) => {
    setFormError(null);
    try {
      // An empty display name is left out: the server then uses the address's local part.
      await signUp.mutateAsync({ email, password, ...(displayName ? { displayName } : {}) });
      setSentTo(email);
    } catch (error) {
      const hasFieldErrors = error instanceof ApiError && error.fieldErrors !== undefined;
      applyApiFieldErrors(error, setError, { names: SERVER_FIELDS });
      if (!hasFieldErrors) setFormError(describeError(error));
    }
  });

  if (sentTo) return <CheckInbox email={sentTo} onUseAnotherAddress={() => setSentTo(null)} />;

  const togglePassword = (
    <PasswordToggle
      isVisible={isPasswordVisible}
      onToggle={() => setIsPasswordVisible((visible) => !visible)}
    />
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        id="email-sign-up-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        id="email-sign-up-display-name"
        label={t('fields.displayName')}
        hint={t('fields.displayNameHint', { max: DISPLAY_NAME_MAX_LENGTH })}
        autoComplete="name"
        error={translate(errors.displayName?.message)}
        {...register('displayName')}
      />
      <TextField
        id="email-sign-up-password"
        label={t('fields.password')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        error={translate(errors.password?.message)}
        trailing={togglePassword}
        {...register('password')}
      />
      <TextField
        id="email-sign-up-confirm-password"
        label={t('fields.confirmPassword')}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        error={translate(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
};
