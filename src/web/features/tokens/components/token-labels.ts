import { useTranslation } from 'react-i18next';
import { CATALOGUE, PaidToolIdSchema } from '#shared/catalogue';
import type { LedgerEntry } from '#shared/contracts/tokens';

/**
 * The words for a ledger entry: its kind (`tokens:history.kinds`) with what it was for, named as
 * /pricing names it (`pricing:` tool, pack and tier names: one owner for those names).
 */
export const useEntryLabel = () => {
  const { t } = useTranslation(['tokens', 'pricing']);
  const itemOf = (source: string): string => {
    const tool = PaidToolIdSchema.safeParse(source);
    if (tool.success) return t(`pricing:freePaid.tools.${tool.data}.name`);
    const pack = CATALOGUE.packs.find((candidate) => candidate.id === source);
    if (pack) return t('pricing:packs.name', { count: pack.tokens });
    const tier = CATALOGUE.tiers.find((candidate) => candidate.id === source);
    if (tier) return t(`pricing:tiers.names.${tier.id}`);
    return source;
  };
  return (entry: Pick<LedgerEntry, 'kind' | 'source'>): string =>
    entry.kind === 'signUp'
      ? t('tokens:history.kinds.signUp')
      : t(`tokens:history.kinds.${entry.kind}`, { item: itemOf(entry.source) });
};
