import { useWatch } from 'react-hook-form';
import type { MoneyCurrency } from '#shared/money/currencies';
import { convertMoneyFields, MONEY_FIELDS, type SimulatorForm } from '../simulator-form-values';

/**
 * The plan form's currency and a switch that keeps the plan: the amounts already in the form are
 * converted (they were prefilled from the business or typed), so the plan means the same money.
 */
export const useFormCurrency = (form: SimulatorForm) => {
  const currency = useWatch({ control: form.control, name: 'currency' });
  const setCurrency = (next: MoneyCurrency) => {
    const values = form.getValues();
    const converted = convertMoneyFields(values, values.currency, next);
    for (const name of MONEY_FIELDS) form.setValue(name, converted[name]);
    form.setValue('currency', next);
  };
  return [currency, setCurrency] as const;
};
