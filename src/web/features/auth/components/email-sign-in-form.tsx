import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-errors';
import { paths } from '#shared/routes';
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

/**
 * The default form of the sign-in page, so its two values live in plain state rather than
 * react-hook-form, which with Zod and the contracts put the page over its 150 KB first load
 * (docs/decisions/009).
 */
export const EmailSignInForm = () => {
  const { t } = useTranslation(['auth', 'common']);
  const describeError = useAuthErrorText();
  const signIn = useEmailSignIn();
  const alertId = useId();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [isRemembered, setIsRemembered] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [values, setValues] = useState<EmailSignInValues>({ email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The button is disabled from the next render; an Enter pressed before it must not send twice.
  const inFlight = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const setValue = (name: keyof EmailSignInValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async () => {
    const check = await checkEmailSignIn(values);
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
      (fields[0] === 'password' ? passwordInput : emailInput).current?.focus();
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
  };

  const onSubmit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSubmitting(true);
    try {
      await submit();
    } finally {
      inFlight.current = false;
      setIsSubmitting(false);
    }
  };

  const invalidProps = (name: keyof EmailSignInValues) =>
    problem?.fields.includes(name)
      ? ({ 'aria-invalid': true, 'aria-describedby': alertId } as const)
      : {};

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="flex flex-col gap-5"
    >
      <TextField
        id="email-sign-in-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        ref={emailInput}
        name="email"
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
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
        ref={passwordInput}
        name="password"
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        {...invalidProps('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RememberMeCheckbox isChecked={isRemembered} onChange={setIsRemembered} />
        <Link
          to={paths.forgotPassword}
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
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
};
