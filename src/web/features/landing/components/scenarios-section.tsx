import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { LandingSection } from './landing-section';

const SCENARIOS = ['cafe', 'agency', 'loan'] as const;

/** The product is new: these are labelled example uses, never invented quotes from real people. */
export const ScenariosSection = () => {
  const { t } = useTranslation('landing');
  return (
    <LandingSection headingId="scenarios-heading" heading={t('scenarios.heading')}>
      <p className="mt-4 flex max-w-3xl gap-2 rounded-lg bg-accent-soft p-3 text-sm text-accent">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('scenarios.disclaimer')}</span>
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {SCENARIOS.map((key) => (
          <Card key={key} as="li" shape="panel" padding="lg" className="flex flex-col gap-3">
            <span className="self-start rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-ink-muted">
              {t('scenarios.label')}
            </span>
            <h3 className="font-semibold text-ink">{t(`scenarios.items.${key}.persona`)}</h3>
            <p className="text-ink-muted">{t(`scenarios.items.${key}.body`)}</p>
          </Card>
        ))}
      </ul>
    </LandingSection>
  );
};
