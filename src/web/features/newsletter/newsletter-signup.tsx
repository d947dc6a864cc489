import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type NewsletterSubscribeRequest,
  NewsletterSubscribeRequestSchema,
} from '#shared/contracts/newsletter';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import { paths } from '#shared/routes';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { isLanguage } from '#web/lib/language';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useSubscribeToNewsletter } from './api/create-newsletter-subscription';
import { useFailureText } from '#web/lib/use-failure-text';
import { useNewsletterValidationMessage } from './hooks/use-newsletter-validation-message';

/**
 * Addresses this tab subscribed. The server answers the same for every address (no enumeration),
 * so "already subscribed" is said only about an address this browser itself just sent.
 */
const sentThisVisit = new Set<string>();
const keyOf = (email: string) => email.trim().toLowerCase();

type Outcome =
  | { kind: 'none' }
  | { kind: 'success'; email: string }
  | { kind: 'already' }
  | { kind: 'failed'; reason: string };

type NewsletterSignupProps = {
  /** compact: e-mail and consent (landing page, blog); full: every field (/newsletter). */
  variant?: 'compact' | 'full';
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix?: string;
  /** Shown under the success message (the app adds where dev mail lands). */
  successExtra?: ReactNode;
};

/** Spec sections 3–5: subscribing → success, failed (input kept, retry) or already subscribed. */
export const NewsletterSignup = ({
  variant = 'full',
  idPrefix = 'newsletter',
  successExtra,
}: NewsletterSignupProps) => {
  const { t, i18n } = useTranslation('newsletter');
  const translate = useNewsletterValidationMessage();
  const describeFailure = useFailureText();
  const subscribe = useSubscribeToNewsletter();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const uiLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { register, handleSubmit, formState, reset, setError, setValue, getFieldState } =
    useForm<NewsletterSubscribeRequest>({
      resolver: zodResolver(NewsletterSubscribeRequestSchema),
      defaultValues: { email: '', name: '', language: uiLanguage, consent: false },
    });
  const isFull = variant === 'full';
  // Until the reader picks a newsletter language, it follows the language they read the site in.
  useEffect(() => {
    if (!getFieldState('language').isDirty) setValue('language', uiLanguage);
  }, [getFieldState, setValue, uiLanguage]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome({ kind: 'none' });
    if (sentThisVisit.has(keyOf(values.email))) {
      setOutcome({ kind: 'already' });
      return;
    }
    try {
      // The compact form has no language field: the mail comes in the language being read.
      await subscribe.mutateAsync(isFull ? values : { ...values, language: uiLanguage });
      sentThisVisit.add(keyOf(values.email));
      setOutcome({ kind: 'success', email: values.email });
      reset({ email: '', name: '', language: values.language, consent: false });
    } catch (error) {
      const names = ['email', 'name', 'language', 'consent'] as const;
      if (applyApiFieldErrors(error, setError, { names })) return;
      setOutcome({ kind: 'failed', reason: describeFailure(error) });
    }
  });
  const submit = () => void onSubmit();
  const { errors } = formState;

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={formState.isSubmitting}
        className="flex flex-col gap-4 text-left"
      >
        <div
          className={
            isFull ? 'flex flex-col gap-4' : 'flex flex-col gap-3 sm:flex-row sm:items-start'
          }
        >
          <TextField
            id={`${idPrefix}-email`}
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            className="min-w-0 flex-1"
            error={translate(errors.email?.message)}
            {...register('email')}
          />
          {isFull ? (
            <>
              <TextField
                id={`${idPrefix}-name`}
                label={t('signup.name')}
                autoComplete="given-name"
                error={translate(errors.name?.message)}
                {...register('name')}
              />
              <SelectField
                id={`${idPrefix}-language`}
                label={t('signup.language')}
                {...register('language')}
              >
                {SUPPORTED_LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {t(`signup.languages.${language}`)}
                  </option>
                ))}
              </SelectField>
            </>
          ) : null}
        </div>
        <CheckboxField
          id={`${idPrefix}-consent`}
          label={t('signup.consent')}
          hint={
            <>
              {t('signup.privacyNote')}{' '}
              <Link
                to={paths.privacy}
                className="font-medium text-primary underline underline-offset-2"
              >
                {t('signup.privacyLink')}
              </Link>
            </>
          }
          error={translate(errors.consent?.message)}
          className="text-sm"
          {...register('consent')}
        />
        <Button type="submit" size="lg" disabled={formState.isSubmitting} className="self-start">
          {formState.isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
      {/* Live regions exist before they speak, so screen readers announce what appears in them. */}
      <div role="status" className="text-sm text-ink">
        {outcome.kind === 'success' ? (
          <div className="flex flex-col gap-1 rounded-lg border border-accent bg-accent-soft px-4 py-3 text-left">
            <p className="font-semibold">{t('signup.success', { email: outcome.email })}</p>
            <p>{t('signup.successHint')}</p>
            {successExtra}
          </div>
        ) : null}
        {outcome.kind === 'already' ? (
          <div className="flex flex-col gap-1 rounded-lg border border-accent bg-accent-soft px-4 py-3 text-left">
            <p className="font-semibold">{t('signup.already')}</p>
            <p>{t('signup.alreadyHint')}</p>
          </div>
        ) : null}
      </div>
      <div role="alert" className="text-sm text-ink">
        {outcome.kind === 'failed' ? (
          <div className="flex flex-col items-start gap-2 rounded-lg border border-danger-700 bg-surface px-4 py-3 text-left">
            <p className="font-semibold">{t('signup.failedTitle')}</p>
            <p>{outcome.reason}</p>
            <Button type="button" variant="secondary" size="sm" onClick={submit}>
              {t('signup.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
};
