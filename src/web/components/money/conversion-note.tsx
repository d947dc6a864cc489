import { useTranslation } from 'react-i18next';
import type { MoneyCurrency } from '#shared/money/currencies';
import { conversionText } from '#web/lib/conversion-text';
import { useFormatters } from '#web/lib/use-formatters';

type ConversionNoteProps = {
  id?: string;
  currency: MoneyCurrency;
  /** The amount as typed, in `currency`; null while nothing is typed (the rate is still named). */
  amount: number | null;
  /** The dollars the model used for it, when already known (a saved calculation). */
  usd?: number;
  className?: string;
};

/**
 * Under an amount in lira or euros: the dollars the model uses, the rate, its kind, year and area,
 * and a link to where the figure is published. Nothing for dollars, which are not converted.
 */
export const ConversionNote = ({ id, currency, amount, usd, className }: ConversionNoteProps) => {
  const { t } = useTranslation('common');
  const { locale } = useFormatters();
  const text = conversionText({ t, locale, currency, amount, usd });
  if (!text) return null;
  return (
    <p id={id} className={className} data-testid="conversion-note">
      {text.modelAmount ? `${text.modelAmount} ` : null}
      {text.rate}
      {text.source ? (
        <>
          {' '}
          <a href={text.source.url} target="_blank" rel="noreferrer" className="underline">
            {text.source.text}
          </a>
        </>
      ) : null}
    </p>
  );
};
