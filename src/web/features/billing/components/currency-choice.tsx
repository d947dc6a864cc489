import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '#shared/catalogue';

/** The currency prices are shown and charged in (the catalogue sets each, none is converted). */
export const CurrencyChoice = ({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
}) => {
  const { t } = useTranslation('billing');
  return (
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <legend className="mb-2 font-medium text-ink">{t('subscription.currency.legend')}</legend>
      {CURRENCIES.map((currency) => (
        <label key={currency} className="flex min-h-11 items-center gap-2 text-ink">
          <input
            type="radio"
            name="currency"
            value={currency}
            checked={value === currency}
            onChange={() => onChange(currency)}
            className="size-4 accent-primary"
          />
          {t(`subscription.currency.${currency}`)}
        </label>
      ))}
    </fieldset>
  );
};
