import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';
import { Button, buttonClassName } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorState } from '#web/components/ui/load-states';
import { calculatorPrefillSearch } from '#web/lib/calculator-prefill';
import { useFieldText } from '#web/lib/field-text';
import { useRandomIdea } from '../api/get-random-idea';
import { useIdeaText } from '../idea-text';

/**
 * The home page's random idea. No estimate: it depends on where the visitor would start and what
 * they bring, which the calculator asks; the idea's own answers are filled in for them.
 */
export const RandomIdeaCard = () => {
  const { t } = useTranslation('ideas');
  const fieldText = useFieldText();
  const text = useIdeaText();
  const [exclude, setExclude] = useState<string | null>(null);
  const query = useRandomIdea(exclude);
  const idea = query.data?.idea;

  if (!idea) {
    return query.isError ? (
      <ErrorState message={t('random.error')} onRetry={() => void query.refetch()} />
    ) : null;
  }
  // The idea's own answers; the experience it asks for at least, the location left to the visitor.
  const prefill = calculatorPrefillSearch({
    sector: idea.sector,
    ...idea.inputs,
    experience: idea.minExperience,
    businessStage: 'idea',
  });
  return (
    <Card
      aria-busy={query.isPlaceholderData}
      shape="panel"
      padding="md-lg"
      className="flex flex-col gap-4"
    >
      <div aria-live="polite" className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Lightbulb aria-hidden="true" className="size-4 text-primary" />
          <span>{t('random.label')}</span>
          <span aria-hidden="true">·</span>
          <span>{fieldText.option('sector', idea.sector)}</span>
        </p>
        <h3 className="text-xl font-semibold break-words text-ink">{text(idea.title)}</h3>
        <p className="text-ink-muted">{text(idea.summary)}</p>
      </div>
      <p className="text-sm text-ink-muted">{t('random.note')}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          // Not disabled while the next loads: a disabled button would drop the keyboard focus.
          onClick={() => {
            if (!query.isFetching) setExclude(idea.id);
          }}
        >
          {t('random.another')}
        </Button>
        <Link to={`${paths.calculator}${prefill}`} className={buttonClassName('primary', 'md')}>
          {t('random.open')}
        </Link>
        <Link
          to={paths.businessIdeaFinder}
          className="inline-flex min-h-10 items-center font-medium text-primary underline underline-offset-2"
        >
          {t('random.find')}
        </Link>
      </div>
    </Card>
  );
};
