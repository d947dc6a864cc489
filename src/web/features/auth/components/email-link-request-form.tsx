import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type EmailAddressRequest, EmailAddressRequestSchema } from '#shared/contracts/email-auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthValidationMessage } from '../hooks/use-auth-validation-message';
import { FormAlert } from './form-alert';
import { OutboxNote } from './outbox-note';

type EmailLinkRequestFormProps = {
  /** Prefix of the field's id. */
  idPrefix: string;
  submitLabel: string;
  /** The neutral answer: the same whether or not an account uses the address. */
  sentText: string;
  onRequest: (body: EmailAddressRequest) => Promise<unknown>;
  initialEmail?: string;
};

/** One e-mail field that asks for a mailed link (a password reset, a new verification link). */
export const EmailLinkRequestForm = ({
  idPrefix,
  submitLabel,
  sentText,
  onRequest,
  initialEmail = '',
}: EmailLinkRequestFormProps) => {
  const { t } = useTranslation('auth');
  const translate = useAuthValidationMessage();
  const describeError = useAuthErrorText();
  const [isSent, setIsSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<EmailAddressRequest>({
    resolver: zodResolver(EmailAddressRequestSchema),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setIsSent(false);
    try {
      await onRequest(values);
      setIsSent(true);
    } catch (error) {
      setFormError(describeError(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        id={`${idPrefix}-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(formState.errors.email?.message)}
        {...register('email')}
      />
      {isSent ? (
        <FormAlert tone="info">
          <p>{sentText}</p>
          <OutboxNote />
        </FormAlert>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('linkRequest.sending') : submitLabel}
      </Button>
    </form>
  );
};
