import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CredentialsSchema } from '#shared/contracts/auth';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useValidationMessage } from '#web/lib/use-validation-message';
import { useRegister } from '../api/register';
import { CREDENTIAL_ERROR_FIELDS, CredentialFields } from './credential-fields';
import { applyApiFieldErrors } from '#web/lib/form-errors';

const SignUpFormSchema = CredentialsSchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  { message: 'Passwords must match', path: ['confirmPassword'] },
);
type SignUpFormInput = z.input<typeof SignUpFormSchema>;
type SignUpFormOutput = z.output<typeof SignUpFormSchema>;

export const SignUpForm = () => {
  const { t } = useTranslation('auth');
  const translate = useValidationMessage();
  const registerAccount = useRegister();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<
    SignUpFormInput,
    unknown,
    SignUpFormOutput
  >({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ username, password }) => {
    try {
      await registerAccount.mutateAsync({ username, password });
    } catch (error) {
      applyApiFieldErrors(error, setError, CREDENTIAL_ERROR_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <CredentialFields
        idPrefix="sign-up"
        username={register('username')}
        password={register('password')}
        errors={{
          username: translate(errors.username?.message),
          password: translate(errors.password?.message),
        }}
        hints={{
          username: t('fields.usernameHint', {
            min: USERNAME_MIN_LENGTH,
            max: USERNAME_MAX_LENGTH,
          }),
          password: t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH }),
        }}
        passwordAutoComplete="new-password"
        isPasswordVisible={isPasswordVisible}
        onTogglePassword={() => setIsPasswordVisible((visible) => !visible)}
      />
      <TextField
        id="sign-up-confirm-password"
        label={t('fields.confirmPassword')}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        error={translate(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
};
