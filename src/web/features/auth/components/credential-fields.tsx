import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/text-field';
import { PasswordToggle } from './password-toggle';

/** Where the server's answers to either credentials form belong (lib/form-errors.ts). */
export const CREDENTIAL_ERROR_FIELDS = {
  names: ['username', 'password'],
  // A taken name comes as a code, not as a field error.
  byCode: { USERNAME_TAKEN: 'username' },
} as const;

type CredentialFieldsProps = {
  /** Prefix of the inputs' ids: `sign-in` gives `sign-in-username` and `sign-in-password`. */
  idPrefix: string;
  username: UseFormRegisterReturn<'username'>;
  password: UseFormRegisterReturn<'password'>;
  /** Translated error text of each field, when it is invalid. */
  errors: { username: string | undefined; password: string | undefined };
  hints?: { username: string; password: string };
  passwordAutoComplete: 'current-password' | 'new-password';
  isPasswordVisible: boolean;
  onTogglePassword: () => void;
};

/** The username and password fields of both auth forms; the password has a show/hide toggle. */
export const CredentialFields = ({
  idPrefix,
  username,
  password,
  errors,
  hints,
  passwordAutoComplete,
  isPasswordVisible,
  onTogglePassword,
}: CredentialFieldsProps) => {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        id={`${idPrefix}-username`}
        label={t('fields.username')}
        hint={hints?.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
        {...username}
      />
      <TextField
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        hint={hints?.password}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete={passwordAutoComplete}
        error={errors.password}
        trailing={<PasswordToggle isVisible={isPasswordVisible} onToggle={onTogglePassword} />}
        {...password}
      />
    </>
  );
};
