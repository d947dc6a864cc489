import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IdeaMatch } from '#shared/contracts/ideas';
import { paths } from '#shared/routes';
import { buttonClassName } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { calculatorPrefillSearch } from '#web/lib/calculator-prefill';
import { useFieldText } from '#web/lib/field-text';
import { useFormatters } from '#web/lib/use-formatters';
import { useIdeaText } from '../idea-text';

type IdeaMatchCardProps = { match: IdeaMatch; rank: number };

/** One ranked idea: what it is, the engine's estimate for this founder with its 80% range. */
export const IdeaMatchCard = ({ match, rank }: IdeaMatchCardProps) => {
  const { t } = useTranslation('ideas');
  const fieldText = useFieldText();
  const format = useFormatters();
  const text = useIdeaText();
  const { idea, estimate } = match;
  const title = text(idea.title);
  const headingId = `idea-${idea.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      as="article"
      shape="panel"
      padding="sm-md"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">
          <span>{t('card.rank', { rank })}</span>{' '}
          <span>{fieldText.option('sector', idea.sector)}</span>
        </p>
        <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
          {title}
        </h3>
        <p className="text-ink-muted">{text(idea.summary)}</p>
      </div>
      <div className="flex flex-col gap-1 rounded-lg bg-muted px-4 py-3">
        <p className="text-sm text-ink-muted">{t('card.estimate')}</p>
        <p className="text-2xl font-bold text-ink">{format.wholePercent(estimate.probability)}</p>
        <p className="text-sm text-ink-muted">
          {t('card.range', {
            low: format.wholePercent(estimate.interval.low),
            high: format.wholePercent(estimate.interval.high),
          })}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">{fieldText.label('capitalInvestment')}</dt>
          <dd className="font-medium text-ink">{format.money(idea.inputs.capitalInvestment)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('card.experience')}</dt>
          <dd className="font-medium text-ink">
            {fieldText.option('experience', idea.minExperience)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{fieldText.label('customerType')}</dt>
          <dd className="font-medium text-ink">
            {fieldText.option('customerType', idea.inputs.customerType)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('finder.form.time')}</dt>
          <dd className="font-medium text-ink">
            {t(`card.time.${idea.time}`)} · {t(`card.fit.${idea.locationFit}`)}
          </dd>
        </div>
      </dl>
      <Link
        to={`${paths.calculator}${calculatorPrefillSearch(match.calculatorInput)}`}
        className={`${buttonClassName('primary', 'md')} self-start`}
      >
        {t('card.open')}
        <span className="sr-only">: {title}</span>
      </Link>
    </Card>
  );
};
