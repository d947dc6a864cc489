import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-errors';
import { useEmailSignIn } from '../api/create-email-session';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { checkEmailSignIn, type EmailSignInValues } from './email-sign-in-check';
import { FormAlert } from './form-alert';
import { OutboxNote } from './outbox-note';
import { PasswordToggle } from './password-toggle';
import { RememberMeCheckbox } from './remember-me-checkbox';

type Problem = {
  title?: string;
  message: string;
  fields: readonly (keyof EmailSignInValues)[];
  /** A new verification link went out: say where it is. */
  isLinkSent?: boolean;
};

/** `forgotPasswordPath`: the app's page for asking for a reset link. */
export const EmailSignInForm = ({ forgotPasswordPath }: { forgotPasswordPath: string }) => {
  const { t } = useTranslation(['auth', 'common']);
  const describeError = useAuthErrorText();
  const signIn = useEmailSignIn();
  const alertId = useId();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [isRemembered, setIsRemembered] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { register, handleSubmit, setFocus, formState } = useForm<EmailSignInValues>({
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const check = checkEmailSignIn(values);
    if (check) {
      const fields: (keyof EmailSignInValues)[] =
        check === 'invalid-email'
          ? ['email']
          : (['email', 'password'] as const).filter((name) => !values[name].trim());
      setProblem({
        title: t('validation.title'),
        message:
          check === 'invalid-email'
            ? t('common:validation.emailInvalid')
            : t('validation.bothFields'),
        fields,
      });
      if (fields[0]) setFocus(fields[0]);
      return;
    }
    setProblem(null);
    try {
      await signIn.mutateAsync({ ...values, rememberMe: isRemembered });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setProblem({
        message: describeError(error),
        fields: code === 'INVALID_EMAIL_CREDENTIALS' ? ['email', 'password'] : [],
        isLinkSent: code === 'EMAIL_NOT_VERIFIED',
      });
    }
  });

  const invalidProps = (name: keyof EmailSignInValues) =>
    problem?.fields.includes(name)
      ? ({ 'aria-invalid': true, 'aria-describedby': alertId } as const)
      : {};

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        id="email-sign-in-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...register('email')}
        {...invalidProps('email')}
      />
      <TextField
        id="email-sign-in-password"
        label={t('fields.password')}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        trailing={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setIsPasswordVisible((visible) => !visible)}
          />
        }
        {...register('password')}
        {...invalidProps('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RememberMeCheckbox isChecked={isRemembered} onChange={setIsRemembered} />
        <Link
          to={forgotPasswordPath}
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          {t('emailSignIn.forgotPassword')}
        </Link>
      </div>
      {problem ? (
        <FormAlert id={alertId} title={problem.title}>
          <p>{problem.message}</p>
          {problem.isLinkSent ? <OutboxNote /> : null}
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
};
