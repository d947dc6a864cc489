import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginRequestSchema } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { useValidationMessage } from '#web/lib/use-validation-message';
import { type LoginRequest, useLogin } from '../api/login';
import { CREDENTIAL_ERROR_FIELDS, CredentialFields } from './credential-fields';
import { RememberMeCheckbox } from './remember-me-checkbox';
import { applyApiFieldErrors } from '#web/lib/form-errors';

export const SignInForm = () => {
  const { t } = useTranslation('auth');
  const translate = useValidationMessage();
  const login = useLogin();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [isRemembered, setIsRemembered] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The server skips its idle limit for this session too, never the 24-hour one (ADR 003).
      await login.mutateAsync({ ...values, rememberMe: isRemembered });
    } catch (error) {
      applyApiFieldErrors(error, setError, CREDENTIAL_ERROR_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <CredentialFields
        idPrefix="sign-in"
        username={register('username')}
        password={register('password')}
        errors={{
          username: translate(errors.username?.message),
          password: translate(errors.password?.message),
        }}
        passwordAutoComplete="current-password"
        isPasswordVisible={isPasswordVisible}
        onTogglePassword={() => setIsPasswordVisible((visible) => !visible)}
      />
      <RememberMeCheckbox isChecked={isRemembered} onChange={setIsRemembered} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
};
