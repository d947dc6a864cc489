import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_MONEY_USD } from '#engine/simulation';
import { SCORE_GOAL_KIND } from '#shared/contracts/goal-seek';
import { fromUsd } from '#shared/money/currencies';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { type AnyGoal, FORM_GOAL_KINDS, type GoalFormValues } from '../goal-form-values';
import { useFormatters } from '#web/lib/use-formatters';
import { FormGroup } from './form-group';

export type GoalForm = UseFormReturn<GoalFormValues, unknown, AnyGoal>;

const NUMBER_FIELDS = {
  targetPercent: { min: 0, max: 100 },
  months: { min: 1, max: 60 },
  year: { min: 1, max: 5 },
  amount: { min: 0, max: MAX_MONEY_USD },
} as const;
type NumberName = keyof typeof NUMBER_FIELDS;

/** Which fields each goal needs besides its kind. */
const FIELDS_OF_KIND: Record<GoalFormValues['kind'], NumberName[]> = {
  [SCORE_GOAL_KIND]: ['targetPercent'],
  survivalAtLeast: ['targetPercent'],
  breakEvenWithinMonths: ['months', 'targetPercent'],
  revenueInYear: ['amount', 'year', 'targetPercent'],
  cashOutProbabilityAtMost: ['targetPercent'],
};

/** Goal type and its target: a share of paths, a month, a year and an amount as needed. */
export const GoalFormFields = ({ form }: { form: GoalForm }) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const kind = useWatch({ control: form.control, name: 'kind' });
  const currency = useWatch({ control: form.control, name: 'currency' });
  return (
    <FormGroup legend={t('goal.form.legend')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="goal-kind"
          label={t('goal.form.kind')}
          className="sm:col-span-2"
          {...form.register('kind')}
        >
          {FORM_GOAL_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`goal.kinds.${option}`)}
            </option>
          ))}
        </SelectField>
        {FIELDS_OF_KIND[kind].map((name) => {
          const isMoney = name === 'amount';
          // The revenue is typed in the form's currency: its range is the engine's dollars converted.
          const range = isMoney
            ? { min: 0, max: fromUsd(MAX_MONEY_USD, currency) }
            : NUMBER_FIELDS[name];
          const write = (value: number) =>
            isMoney ? format.moneyIn(value, currency) : format.number(value);
          const hasError = Boolean(form.formState.errors[name]);
          return (
            <TextField
              key={name}
              id={`goal-${name}`}
              label={
                name === 'targetPercent'
                  ? t(`goal.form.target.${kind}`)
                  : t(`goal.form.${name}`, { currency })
              }
              error={
                hasError
                  ? t('form.errors.range', { min: write(range.min), max: write(range.max) })
                  : undefined
              }
              type="number"
              inputMode="decimal"
              step="any"
              min={range.min}
              max={range.max}
              {...form.register(name, { valueAsNumber: true })}
            />
          );
        })}
      </div>
    </FormGroup>
  );
};
