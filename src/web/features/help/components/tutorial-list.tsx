import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TUTORIAL_LEVELS, type Tutorial, type TutorialLevel } from '../content/types';
import { useHashTarget } from '../hooks/use-hash-target';
import { AnchorLink } from './anchor-link';
import { HelpCard } from './help-card';
import { helpLinkClassName, HelpLinks } from './help-links';
import { type LevelFilterValue, LevelFilter } from './level-filter';

const LEVEL_PARAM = 'level';

const isLevel = (value: string | null): value is TutorialLevel =>
  (TUTORIAL_LEVELS as readonly (string | null)[]).includes(value);

const TutorialCard = ({ tutorial }: { tutorial: Tutorial }) => {
  const { t } = useTranslation('help');
  return (
    <HelpCard
      id={tutorial.id}
      title={tutorial.title}
      heading="h2"
      headingClassName="text-xl font-semibold text-ink"
    >
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-subtle">
        <span>{t('tutorials.level', { level: t(`tutorials.levels.${tutorial.level}`) })}</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {t('tutorials.minutes', { count: tutorial.minutes })}
        </span>
      </p>
      <p className="mt-3 text-ink-muted">{tutorial.summary}</p>
      <ol
        aria-label={t('tutorials.stepsLabel', { title: tutorial.title })}
        className="mt-4 list-decimal space-y-3 pl-6 text-ink-muted marker:font-semibold marker:text-ink"
      >
        {tutorial.steps.map((step) => (
          <li key={step.text} className="pl-1">
            <p>{step.text}</p>
            {step.link ? (
              <Link to={step.link.to} className={`${helpLinkClassName} mt-1 inline-block`}>
                {step.link.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      <HelpLinks links={tutorial.links} />
    </HelpCard>
  );
};

/** The tutorials with a level filter (kept in the URL as ?level=) and an index of anchors. */
export const TutorialList = ({ tutorials }: { tutorials: readonly Tutorial[] }) => {
  const { t } = useTranslation('help');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(LEVEL_PARAM);
  const level: LevelFilterValue = isLevel(requested) ? requested : 'all';
  const shown = tutorials.filter((tutorial) => level === 'all' || tutorial.level === level);
  useHashTarget();

  const onLevelChange = (next: LevelFilterValue) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete(LEVEL_PARAM);
        else params.set(LEVEL_PARAM, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <div className="mt-8 flex flex-col gap-3">
        <LevelFilter value={level} onChange={onLevelChange} />
        <p role="status" className="text-sm text-ink-subtle">
          {t('tutorials.shown', { count: shown.length })}
        </p>
      </div>
      <nav aria-label={t('tutorials.indexLabel')} className="mt-4">
        <ol className="list-decimal space-y-1 pl-6">
          {shown.map((tutorial) => (
            <li key={tutorial.id}>
              <AnchorLink id={tutorial.id}>{tutorial.title}</AnchorLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 flex flex-col gap-6">
        {shown.map((tutorial) => (
          <TutorialCard key={tutorial.id} tutorial={tutorial} />
        ))}
      </div>
    </>
  );
};
