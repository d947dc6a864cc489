import { useTranslation } from 'react-i18next';
import type { Checkout } from '#shared/contracts/billing';
import { cardClassName } from '#web/components/ui/card';
import { useFormatters } from '#web/lib/use-formatters';

/** What is being bought, as the server priced it (never the page's own figures). */
export const CheckoutSummary = ({ checkout }: { checkout: Checkout }) => {
  const { t } = useTranslation(['billing', 'pricing']);
  const format = useFormatters();
  const product =
    checkout.productKind === 'pack'
      ? t('checkout.packProduct', { count: checkout.tokens })
      : t('checkout.tierProduct', {
          tier: t(`pricing:tiers.names.${checkout.productId === 'pro' ? 'pro' : 'plus'}`),
        });
  const rows = [
    [t('checkout.product'), product],
    [t('checkout.tokens'), format.number(checkout.tokens)],
    [t('checkout.price'), format.price(checkout.amount, checkout.currency)],
  ] as const;
  return (
    <dl
      aria-label={t('checkout.summaryCaption')}
      className={cardClassName({ className: 'grid grid-cols-[auto_1fr] gap-x-6 gap-y-2' })}
      data-testid="checkout-summary"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
};
