import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '#shared/constants';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_TOPICS,
  type ContactRequest,
  ContactRequestSchema,
} from '#shared/contracts/contact';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useFormatters } from '#web/lib/use-formatters';
import { useSendContactMessage } from '../api/create-contact-message';
import { useContactValidationMessage } from '../hooks/use-contact-validation-message';
import { useFailureText } from '#web/lib/use-failure-text';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
const EMPTY = { name: '', email: '', message: '', website: '' };

/** The contact form: validated as the server validates it, input kept when sending fails. */
export const ContactForm = () => {
  const { t } = useTranslation('contact');
  const translate = useContactValidationMessage();
  const describeFailure = useFailureText();
  const send = useSendContactMessage();
  const format = useFormatters();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactRequest>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: EMPTY,
  });
  // The form gives way to the thank-you; focus follows, so a keyboard user is not left on nothing.
  useEffect(() => {
    if (sentTo) successRef.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      setSentTo(values.email);
      reset(EMPTY);
    } catch (error) {
      if (applyApiFieldErrors(error, setError, { names: FIELDS })) return;
      setFailure(describeFailure(error));
    }
  });
  const { errors } = formState;
  const messageError = translate(errors.message?.message);

  return (
    <div className="flex flex-col gap-4">
      <div role="status">
        {sentTo ? (
          <div
            ref={successRef}
            tabIndex={-1}
            className="flex flex-col items-start gap-2 rounded-lg border border-accent bg-accent-soft px-4 py-3 text-ink"
          >
            <p className="font-semibold">{t('success.heading')}</p>
            <p>{t('success.body', { email: sentTo })}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => setSentTo(null)}>
              {t('success.another')}
            </Button>
          </div>
        ) : null}
      </div>
      {sentTo ? null : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={formState.isSubmitting}
          className="flex flex-col gap-5"
        >
          <TextField
            id="contact-name"
            label={t('form.name')}
            autoComplete="name"
            error={translate(errors.name?.message)}
            {...register('name')}
          />
          <TextField
            id="contact-email"
            label={t('form.email')}
            hint={t('form.emailHint')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={translate(errors.email?.message)}
            {...register('email')}
          />
          <SelectField
            id="contact-topic"
            label={t('form.topic')}
            error={translate(errors.topic?.message)}
            {...register('topic')}
          >
            <option value="">{t('form.topicPlaceholder')}</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`form.topics.${topic}`)}
              </option>
            ))}
          </SelectField>
          <TextareaField
            id="contact-message"
            rows={7}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            label={t('form.message')}
            hint={t('form.messageHint', {
              min: CONTACT_MESSAGE_MIN_LENGTH,
              max: format.number(CONTACT_MESSAGE_MAX_LENGTH),
            })}
            error={messageError}
            {...register('message')}
          />
          {/* The honeypot: out of sight and out of the accessibility tree; only bots fill it. */}
          <div aria-hidden="true" className="hidden">
            <label htmlFor="contact-website">{t('form.honeypot')}</label>
            <input id="contact-website" tabIndex={-1} autoComplete="off" {...register('website')} />
          </div>
          <div role="alert">
            {failure ? (
              <div className="rounded-lg border border-danger-700 bg-surface px-4 py-3 text-sm text-ink">
                <p className="font-semibold">{t('form.failedTitle')}</p>
                <p>{failure}</p>
                <p>{t('form.failedHint', { email: SUPPORT_EMAIL })}</p>
              </div>
            ) : null}
          </div>
          <Button type="submit" size="lg" disabled={formState.isSubmitting} className="self-start">
            {formState.isSubmitting ? t('form.sending') : t('form.submit')}
          </Button>
        </form>
      )}
    </div>
  );
};
