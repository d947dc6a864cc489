import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { TUTORIAL_LEVELS, type TutorialLevel } from '../content/types';

export type LevelFilterValue = TutorialLevel | 'all';

const FILTERS: readonly LevelFilterValue[] = ['all', ...TUTORIAL_LEVELS];

/** Toggle buttons choosing which tutorials to show; the pressed one is announced as pressed. */
export const LevelFilter = ({
  value,
  onChange,
}: {
  value: LevelFilterValue;
  onChange: (value: LevelFilterValue) => void;
}) => {
  const { t } = useTranslation('help');
  return (
    <div role="group" aria-label={t('tutorials.filterLabel')} className="flex flex-wrap gap-2">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={clsx(
            'min-h-10 rounded-full border px-4 py-1.5 text-sm font-medium',
            value === filter
              ? 'border-primary bg-primary text-white'
              : 'border-line-strong bg-surface text-ink hover:bg-muted',
          )}
        >
          {t(`tutorials.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
};
