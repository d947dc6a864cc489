import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import { setLanguage } from '#web/lib/i18n';

/** EN/TR buttons; each names its language in that language and says if it is the current one. */
export const LanguageSwitch = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={clsx('flex rounded-md border border-line-strong p-0.5', className)}
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const isCurrent = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-label={t(`language.${language}`)}
            aria-pressed={isCurrent}
            onClick={() => void setLanguage(language)}
            className={clsx(
              'rounded px-2 py-1 text-xs font-semibold uppercase',
              isCurrent ? 'bg-primary text-white' : 'text-ink-muted hover:bg-muted hover:text-ink',
            )}
          >
            {language}
          </button>
        );
      })}
    </div>
  );
};
