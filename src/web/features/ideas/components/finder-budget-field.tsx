import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAPITAL_INVESTMENT_MAX_USD } from '#engine/inputs';
import { fromUsd } from '#shared/money/currencies';
import { ConversionNote } from '#web/components/money/conversion-note';
import { CurrencySelect } from '#web/components/money/currency-select';
import { TextField } from '#web/components/ui/text-field';
import { useFormatters } from '#web/lib/use-formatters';
import { type FinderFormValues, finderCurrencyOf } from '../finder-form-values';
import type { FinderSearch } from '../finder-search';

type FinderBudgetFieldProps = { form: UseFormReturn<FinderFormValues, unknown, FinderSearch> };

/**
 * The most the founder can invest, in their currency (the location's own until chosen), with the
 * dollars the model compares with the ideas' capital and the rate's source under it (issue 34,
 * item 7). The range error is written in the same currency.
 */
export const FinderBudgetField = ({ form }: FinderBudgetFieldProps) => {
  const { t } = useTranslation('ideas');
  const format = useFormatters();
  const [location, chosen, budget] = useWatch({
    control: form.control,
    name: ['location', 'currency', 'budget'],
  });
  const currency = finderCurrencyOf({ location, currency: chosen });
  const { errors, isSubmitted } = form.formState;
  const noteId = 'finder-budget-conversion';
  const typed = budget.trim() === '' ? Number.NaN : Number(budget);

  const budgetError = (message: string | undefined) => {
    if (!message) return undefined;
    if (message === 'Must be at least 0') return t('finder.form.errors.budgetMin');
    if (message.startsWith('Must be no more than')) {
      const max = format.moneyIn(fromUsd(CAPITAL_INVESTMENT_MAX_USD, currency), currency);
      return t('finder.form.errors.budgetMax', { max });
    }
    return t('finder.form.errors.number');
  };
  const error = budgetError(errors.budget?.message);
  // TextField names its hint and error; the conversion note is read with them.
  const describedBy = [
    'finder-budget-hint',
    error ? 'finder-budget-error' : null,
    currency === 'USD' ? null : noteId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-x-4 gap-y-2 sm:col-span-2 sm:grid-cols-[2fr_1fr]">
      <TextField
        id="finder-budget"
        label={t('finder.form.budget', { currency })}
        hint={t('finder.form.budgetHint')}
        error={error}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        autoComplete="off"
        aria-describedby={describedBy}
        {...form.register('budget', {
          // The currency shown while typing stays, even if the location changes later.
          onChange: () => {
            if (!form.getValues('currency')) form.setValue('currency', currency);
          },
        })}
      />
      <CurrencySelect
        id="finder-currency"
        value={currency}
        onChange={(next) => form.setValue('currency', next, { shouldValidate: isSubmitted })}
        describedBy={currency === 'USD' ? undefined : noteId}
      />
      <ConversionNote
        id={noteId}
        currency={currency}
        amount={Number.isFinite(typed) && typed >= 0 ? typed : null}
        className="text-sm text-ink-muted sm:col-span-2"
      />
    </div>
  );
};
