import { useTranslation } from 'react-i18next';
import { type RedFlagId, RUNWAY_WARNING_MONTHS } from '#shared/contracts/business-analyzer';
import { PageSection } from '#web/components/ui/page-section';

/** What looks wrong in the figures, each said with what the founder can do about it. */
export const RedFlags = ({ flags }: { flags: { id: RedFlagId }[] }) => {
  const { t } = useTranslation('businessAnalyzer');
  return (
    <PageSection
      id="analyzer-red-flags"
      heading={t('redFlags.heading')}
      className="flex flex-col gap-3"
    >
      {flags.length === 0 ? (
        <p className="text-ink">{t('redFlags.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="analyzer-red-flags">
          {flags.map(({ id }) => (
            <li
              key={id}
              className="rounded-lg border border-l-4 border-danger-700/40 border-l-danger-700 bg-surface p-4"
            >
              <p className="font-semibold text-ink">
                {t(`redFlags.items.${id}.title`, { months: RUNWAY_WARNING_MONTHS })}
              </p>
              <p className="mt-1 text-ink">{t(`redFlags.items.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
};
