import {
  Accessibility,
  ChartNoAxesColumn,
  Crosshair,
  Gauge,
  Languages,
  type LucideIcon,
  Scale,
  SlidersHorizontal,
  Wallet,
} from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { pageTitleClassName } from '#web/components/ui/page-header';
import { LandingSection } from './landing-section';

const FEATURES = [
  ['calibrated', Gauge],
  ['uncertainty', Scale],
  ['drivers', SlidersHorizontal],
  ['goals', Crosshair],
  ['cash', Wallet],
  ['calibration', ChartNoAxesColumn],
  ['languages', Languages],
  ['access', Accessibility],
] as const satisfies readonly (readonly [string, LucideIcon])[];

export const FeaturesSection = () => {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      headingId="features-heading"
      heading={t('features.heading')}
      headingClassName={clsx('max-w-2xl', pageTitleClassName('compact'))}
    >
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('features.intro')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(([key, Icon]) => (
          <Card key={key} as="li" shape="panel" padding="md">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft">
              <Icon aria-hidden="true" className="size-5 text-primary" />
            </span>
            <h3 className="mt-4 font-semibold text-ink">{t(`features.items.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-ink-muted">{t(`features.items.${key}.body`)}</p>
          </Card>
        ))}
      </ul>
    </LandingSection>
  );
};
