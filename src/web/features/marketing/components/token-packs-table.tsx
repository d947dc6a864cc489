import { useTranslation } from 'react-i18next';
import { type Currency, type TokenPack, unitPrice } from '#shared/catalogue';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';
import { useFormatters } from '#web/lib/use-formatters';

/** The catalogue's token packs: price and price per token in both currencies. */
export const TokenPacksTable = ({ packs }: { packs: readonly TokenPack[] }) => {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  // Rounded to the cent or kuruş and always with two decimals, so the column reads evenly.
  const perToken = (pack: TokenPack, currency: Currency) =>
    format.price(Math.round(unitPrice(pack, currency)), currency, { hasCents: true });
  return (
    <DataTable
      caption={t('packs.caption')}
      testId="token-packs-table"
      className="min-w-[36rem]"
      columns={arrayColumns(
        [
          t('packs.columns.pack'),
          t('packs.columns.priceUsd'),
          t('packs.columns.priceTry'),
          t('packs.columns.perTokenUsd'),
          t('packs.columns.perTokenTry'),
        ],
        {
          numeric: [1, 2, 3, 4],
          classNames: [undefined, undefined, undefined, 'text-ink-muted', 'text-ink-muted'],
        },
      )}
      rows={packs.map((pack) => [
        t('packs.name', { count: pack.tokens }),
        format.price(pack.price.USD, 'USD'),
        format.price(pack.price.TRY, 'TRY'),
        perToken(pack, 'USD'),
        perToken(pack, 'TRY'),
      ])}
      rowKey={(_, index) => packs[index]?.id ?? String(index)}
    />
  );
};
