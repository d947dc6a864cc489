import { useTranslation } from 'react-i18next';
import type { Catalogue } from '#shared/catalogue';

/** The catalogue's rules for tokens, in words: expiry, allowance, refunds, and data kept. */
export const TokenRules = ({ catalogue }: { catalogue: Catalogue }) => {
  const { t } = useTranslation('pricing');
  const rules = [
    t('rules.noExpiry'),
    catalogue.doesMonthlyAllowanceRollOver
      ? t('rules.allowanceRollsOver')
      : t('rules.allowanceEnds'),
    t('rules.refund', { count: catalogue.unusedPackRefundDays }),
    t('rules.noCashValue'),
    t('rules.keepData'),
  ];
  return (
    <ul className="list-disc space-y-1 pl-6 text-ink-muted">
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
};
