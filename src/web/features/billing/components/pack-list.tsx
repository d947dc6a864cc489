import { useTranslation } from 'react-i18next';
import { CATALOGUE, type Currency, unitPrice } from '#shared/catalogue';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useFormatters } from '#web/lib/use-formatters';

type PackListProps = {
  currency: Currency;
  /** Absent for visitors: the packs are shown without buy buttons. */
  onBuy?: (packId: string) => void;
  /** The pack whose checkout is starting. */
  pendingId?: string | null;
};

/** The catalogue's packs as cards: tokens, price and price per token in the chosen currency. */
export const PackList = ({ currency, onBuy, pendingId = null }: PackListProps) => {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="pack-list">
      {CATALOGUE.packs.map((pack) => {
        const price = format.price(pack.price[currency], currency);
        const perToken = format.price(Math.round(unitPrice(pack, currency)), currency, {
          hasCents: true,
        });
        return (
          <Card key={pack.id} as="li" className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-ink">
              {t('subscription.packName', { count: pack.tokens })}
            </h3>
            <p className="text-2xl font-bold text-ink">{price}</p>
            <p className="text-sm text-ink-muted">
              {t('subscription.perToken', { price: perToken })}
            </p>
            {onBuy ? (
              <Button
                className="mt-auto self-start"
                disabled={pendingId !== null}
                aria-label={t('subscription.buyLabel', { count: pack.tokens, price })}
                onClick={() => onBuy(pack.id)}
              >
                {pendingId === pack.id ? t('subscription.buying') : t('subscription.buy')}
              </Button>
            ) : null}
          </Card>
        );
      })}
    </ul>
  );
};
