import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const STEPS = ['describe', 'estimate', 'improve'] as const;

export const HowItWorksSection = () => {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      headingId="how-heading"
      heading={t('howItWorks.heading')}
      className="border-y border-line bg-surface"
    >
      <ol className="mt-10 grid gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex flex-col gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-ink">
              <span className="sr-only">{t('howItWorks.stepLabel', { number: index + 1 })}: </span>
              {t(`howItWorks.steps.${step}.title`)}
            </h3>
            <p className="text-ink-muted">{t(`howItWorks.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
};
