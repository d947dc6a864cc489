import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginRequestSchema } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useValidationMessage } from '#web/lib/use-validation-message';
import { type LoginRequest, useLogin } from '../api/login';
import { setRememberMe } from '../session/session-storage';
import { PasswordToggle } from './password-toggle';
import { applyServerFieldErrors } from './server-field-errors';

const FIELD_NAMES = ['username', 'password'] as const;

export const SignInForm = () => {
  const { t } = useTranslation('auth');
  const { t: tSession } = useTranslation('session');
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
      await login.mutateAsync(values);
      // Only the browser's inactivity check is skipped; the server's limits never change (ADR 003).
      setRememberMe(isRemembered);
    } catch (error) {
      applyServerFieldErrors(error, FIELD_NAMES, setError);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        id="sign-in-username"
        label={t('fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(errors.username?.message)}
        {...register('username')}
      />
      <TextField
        id="sign-in-password"
        label={t('fields.password')}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        error={translate(errors.password?.message)}
        trailing={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setIsPasswordVisible((visible) => !visible)}
          />
        }
        {...register('password')}
      />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="rememberMe"
          checked={isRemembered}
          onChange={(event) => setIsRemembered(event.target.checked)}
          className="size-4 rounded border-line accent-primary"
        />
        {tSession('rememberMe')}
      </label>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
};
