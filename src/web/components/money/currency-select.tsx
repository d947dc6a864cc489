import { useTranslation } from 'react-i18next';
import { isMoneyCurrency, MONEY_CURRENCIES, type MoneyCurrency } from '#shared/money/currencies';
import { SelectField } from '#web/components/ui/select-field';

type CurrencySelectProps = {
  id: string;
  value: MoneyCurrency;
  onChange: (currency: MoneyCurrency) => void;
  /** Where the select sits among other fields. */
  className?: string;
  /** The element(s) describing the conversion, read after the select's label. */
  describedBy?: string;
};

/** The currency amounts are typed and shown in: dollars, lira or euros. */
export const CurrencySelect = ({
  id,
  value,
  onChange,
  className,
  describedBy,
}: CurrencySelectProps) => {
  const { t } = useTranslation('common');
  return (
    <SelectField
      id={id}
      label={t('money.currency')}
      value={value}
      className={className}
      aria-describedby={describedBy}
      onChange={(event) => {
        if (isMoneyCurrency(event.target.value)) onChange(event.target.value);
      }}
    >
      {MONEY_CURRENCIES.map((currency) => (
        <option key={currency} value={currency}>
          {t(`money.currencies.${currency}`)}
        </option>
      ))}
    </SelectField>
  );
};
