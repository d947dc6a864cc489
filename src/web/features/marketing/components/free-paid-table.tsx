import { useTranslation } from 'react-i18next';
import type { Catalogue } from '#shared/catalogue';
import { arrayColumns, DataTable } from '#web/components/ui/data-table';

/** Every free feature and every paid tool of the catalogue, with its cost and whether it exists. */
export const FreePaidTable = ({ catalogue }: { catalogue: Catalogue }) => {
  const { t } = useTranslation('pricing');
  const available = t('freePaid.statusAvailable');
  const freeRows = catalogue.freeFeatures.map((feature) => [
    t(`freePaid.features.${feature}`),
    t('freePaid.free'),
    available,
  ]);
  const paidRows = catalogue.paidTools.map((tool) => [
    t(`freePaid.tools.${tool.id}.name`),
    t(`freePaid.tools.${tool.id}.cost`, { count: tool.tokenCost, free: tool.dailyFreeUses }),
    tool.isAvailable ? available : t('freePaid.statusComingNext'),
  ]);
  return (
    <DataTable
      caption={t('freePaid.caption')}
      testId="free-paid-table"
      className="min-w-[34rem]"
      columns={arrayColumns(
        [t('freePaid.columns.item'), t('freePaid.columns.cost'), t('freePaid.columns.status')],
        { classNames: [undefined, undefined, 'text-ink-muted'] },
      )}
      rows={[...freeRows, ...paidRows]}
      rowKey={(row) => String(row[0])}
    />
  );
};
