import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { MAX_MONEY_USD } from '#engine/simulation';
import { fromUsd } from '#shared/money/currencies';
import {
  isMoneyField,
  PATH_CHOICES,
  type SimulatorForm,
  type SimulatorNumberField,
} from '../simulator-form-values';
import { useFormatters } from '#web/lib/use-formatters';
import { FormGroup } from './form-group';

/** Allowed range of each field in the units typed (US dollars, customers, percent, months). */
const RANGES: Record<SimulatorNumberField, { min: number; max: number; step: string }> = {
  startingCapital: { min: 0, max: 1e12, step: 'any' },
  monthlyFixedCosts: { min: 0, max: 1e12, step: 'any' },
  pricePerCustomerMonth: { min: 0, max: 1e12, step: 'any' },
  unitCostPerCustomerMonth: { min: 0, max: 1e12, step: 'any' },
  startingCustomers: { min: 0, max: 1e9, step: 'any' },
  growthPercent: { min: 0, max: 100, step: 'any' },
  growthUncertaintyPercent: { min: 0, max: 100, step: 'any' },
  churnPercent: { min: 0, max: 100, step: 'any' },
  fundingAmount: { min: 0, max: 1e12, step: 'any' },
  fundingMonth: { min: 1, max: 60, step: '1' },
  recessionStartMonth: { min: 1, max: 60, step: '1' },
  seed: { min: 0, max: Number.MAX_SAFE_INTEGER, step: '1' },
};

const GROUPS: { key: 'money' | 'customers' | 'funding'; fields: SimulatorNumberField[] }[] = [
  {
    key: 'money',
    fields: [
      'startingCapital',
      'monthlyFixedCosts',
      'pricePerCustomerMonth',
      'unitCostPerCustomerMonth',
    ],
  },
  {
    key: 'customers',
    fields: ['startingCustomers', 'growthPercent', 'growthUncertaintyPercent', 'churnPercent'],
  },
  { key: 'funding', fields: ['fundingAmount', 'fundingMonth'] },
];

const NumberField = ({ form, name }: { form: SimulatorForm; name: SimulatorNumberField }) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const currency = useWatch({ control: form.control, name: 'currency' });
  const isMoney = isMoneyField(name);
  // Money is typed in the form's currency: its range is the engine's dollars converted.
  const range = isMoney ? { ...RANGES[name], max: fromUsd(MAX_MONEY_USD, currency) } : RANGES[name];
  const write = (value: number) =>
    isMoney ? format.moneyIn(value, currency) : format.number(value);
  const error = form.formState.errors[name];
  return (
    <TextField
      id={`simulator-${name}`}
      label={t(`form.fields.${name}.label`, { currency })}
      hint={t(`form.fields.${name}.hint`)}
      error={
        error ? t('form.errors.range', { min: write(range.min), max: write(range.max) }) : undefined
      }
      type="number"
      inputMode="decimal"
      min={range.min}
      max={range.max}
      step={range.step}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
};

/** The plan's numbers in three groups, the recession switch and (optionally) the run settings. */
export const SimulatorFormFields = ({
  form,
  showRunSettings = true,
}: {
  form: SimulatorForm;
  showRunSettings?: boolean;
}) => {
  const { t } = useTranslation('simulation');
  const isRecession = useWatch({ control: form.control, name: 'isRecession' });
  return (
    <div className="flex flex-col gap-6">
      {GROUPS.map((group) => (
        <FormGroup key={group.key} legend={t(`form.groups.${group.key}`)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((name) => (
              <NumberField key={name} form={form} name={name} />
            ))}
          </div>
        </FormGroup>
      ))}
      <FormGroup legend={t('form.groups.recession')}>
        <div className="flex flex-col gap-4">
          <CheckboxField
            id="simulator-recession"
            role="switch"
            label={<span className="font-medium">{t('form.recession.label')}</span>}
            hint={t('form.recession.hint')}
            size="md"
            {...form.register('isRecession')}
          />
          {isRecession ? <NumberField form={form} name="recessionStartMonth" /> : null}
        </div>
      </FormGroup>
      {showRunSettings ? (
        <FormGroup legend={t('form.groups.run')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="simulator-paths"
              label={t('form.paths.label')}
              hint={t('form.paths.hint')}
              {...form.register('paths', { valueAsNumber: true })}
            >
              {PATH_CHOICES.map((paths) => (
                <option key={paths} value={paths}>
                  {t('form.paths.option', { count: paths })}
                </option>
              ))}
            </SelectField>
            <NumberField form={form} name="seed" />
          </div>
        </FormGroup>
      ) : null}
    </div>
  );
};
