import { useTranslation } from 'react-i18next';

const STEPS = ['describe', 'estimate', 'improve'] as const;

export const HowItWorksSection = () => {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="how-heading" className="border-y border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-ink">
          {t('howItWorks.heading')}
        </h2>
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
                <span className="sr-only">
                  {t('howItWorks.stepLabel', { number: index + 1 })}:{' '}
                </span>
                {t(`howItWorks.steps.${step}.title`)}
              </h3>
              <p className="text-ink-muted">{t(`howItWorks.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
};
