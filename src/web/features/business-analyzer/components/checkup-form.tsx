import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CheckupFigures, CheckupFiguresSchema } from '#shared/contracts/business-analyzer';
import type { MoneyCurrency } from '#shared/money/currencies';
import { CurrencySelect } from '#web/components/money/currency-select';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useAnalyzerValidationMessage } from '../hooks/use-analyzer-validation-message';

const FIELDS = [
  { name: 'monthsOperating', step: '1' },
  { name: 'monthlyRevenue', step: 'any' },
  { name: 'monthlyCosts', step: 'any' },
  { name: 'customers', step: '1' },
  { name: 'cash', step: 'any' },
] as const satisfies readonly { name: keyof CheckupFigures; step: string }[];

export type CheckupFormProps = {
  /** The last check-up's figures, so the next one starts from them. */
  defaultValues?: CheckupFigures | undefined;
  /** The currency when the last check-up has none (the business's location's own). */
  defaultCurrency: MoneyCurrency;
  onSubmit: (figures: CheckupFigures) => Promise<unknown>;
};

/** The business's actual figures, validated with the contract's schema here and on the server. */
export const CheckupForm = ({ defaultValues, defaultCurrency, onSubmit }: CheckupFormProps) => {
  const { t } = useTranslation('businessAnalyzer');
  const translate = useAnalyzerValidationMessage();
  const errorMessage = useErrorMessage();
  const idPrefix = useId();
  const { register, handleSubmit, setError, setValue, control, formState } =
    useForm<CheckupFigures>({
      resolver: zodResolver(CheckupFiguresSchema),
      defaultValues: { ...defaultValues, currency: defaultValues?.currency ?? defaultCurrency },
    });
  const currency = useWatch({ control, name: 'currency' }) ?? defaultCurrency;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (figures) => {
    try {
      await onSubmit(figures);
    } catch (error) {
      let placed = false;
      for (const { name } of FIELDS) {
        const message = error instanceof ApiError ? error.fieldErrors?.[name]?.[0] : undefined;
        if (message) {
          setError(name, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) {
        const reason = errorMessage(error, t('form.failed'));
        setError('root', { type: 'server', message: `${reason} ${t('form.kept')}` });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <CurrencySelect
        id={`${idPrefix}-currency`}
        value={currency}
        onChange={(next) => setValue('currency', next)}
        className="max-w-xs"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, step }) => (
          <TextField
            key={name}
            id={`${idPrefix}-${name}`}
            label={t(`form.${name}.label`)}
            hint={t(`form.${name}.hint`)}
            type="number"
            inputMode={step === '1' ? 'numeric' : 'decimal'}
            min={0}
            step={step}
            error={translate(errors[name]?.message)}
            {...register(name, { valueAsNumber: true })}
          />
        ))}
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-describedby={`${idPrefix}-progress`}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
        {/* The button's new label is not announced by every screen reader: say it here too. */}
        <p id={`${idPrefix}-progress`} role="status" className="sr-only">
          {isSubmitting ? t('form.submitting') : ''}
        </p>
      </div>
    </form>
  );
};
