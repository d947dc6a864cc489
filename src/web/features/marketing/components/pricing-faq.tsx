import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';

const QUESTIONS = ['staysFree', 'whyTokens', 'dataAfterCancel'] as const;

/** A few pricing questions answered in place, and the way to the full FAQ. */
export const PricingFaq = () => {
  const { t } = useTranslation('pricing');
  return (
    <>
      <dl className="flex flex-col gap-4">
        {QUESTIONS.map((key) => (
          <div key={key}>
            <dt className="font-semibold text-ink">{t(`faq.items.${key}.question`)}</dt>
            <dd className="mt-1 text-ink-muted">{t(`faq.items.${key}.answer`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <Link to={paths.faq} className="font-medium text-primary underline underline-offset-4">
          {t('faq.more')}
        </Link>
      </p>
    </>
  );
};
