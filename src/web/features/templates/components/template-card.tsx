import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/routes';
import { buttonClassName } from '#web/components/ui/button';
import { ArticleListItem } from '#web/components/ui/card';
import { localeOf } from '#web/lib/format';
import {
  type Template,
  type TemplateLanguage,
  type TemplateUse,
  templateFileName,
  templateUrl,
} from '../template-manifest';
import { TemplatePreview } from './template-preview';

const OTHER_LANGUAGE = { en: 'tr', tr: 'en' } as const;

/** The page each use names. */
const USE_PATHS = {
  calculator: paths.calculator,
  simulator: paths.simulator,
} satisfies Record<TemplateUse, string>;

/** Bytes as kilobytes in the reader's language ("3.9 kB", "3,9 kB"). */
export const formatFileSize = (bytes: number, language: TemplateLanguage) =>
  new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1000);

type TemplateCardProps = {
  entry: Template;
  language: TemplateLanguage;
};

/** One template: what it is for, its format and size, a preview, downloads and where to use it. */
export const TemplateCard = ({ entry, language }: TemplateCardProps) => {
  const { t } = useTranslation('templates');
  const title = t(`items.${entry.id}.title`);
  const headingId = `template-${entry.id}`;
  const other = OTHER_LANGUAGE[language];
  return (
    <ArticleListItem headingId={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="text-ink-muted">{t(`items.${entry.id}.purpose`)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-ink">{t('card.format')}</dt>
        <dd className="text-ink-muted">{t(`formats.${entry.format}`)}</dd>
        <dt className="font-medium text-ink">{t('card.size')}</dt>
        <dd className="text-ink-muted">{formatFileSize(entry.bytes[language], language)}</dd>
      </dl>
      <TemplatePreview url={templateUrl(entry, language)} title={title} format={entry.format} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={templateUrl(entry, language)}
          download={templateFileName(entry)}
          className={buttonClassName('primary', 'md')}
        >
          {t('card.download', { title })}
        </a>
        <a
          href={templateUrl(entry, other)}
          download={templateFileName(entry)}
          hrefLang={other}
          className="text-sm font-medium text-primary underline underline-offset-4 hover:text-primary-strong"
        >
          {t('card.downloadOther', {
            size: formatFileSize(entry.bytes[other], language),
          })}
        </a>
      </div>
      <p className="text-sm text-ink-muted">
        {t('card.useWith')}{' '}
        {entry.useWith.map((use, index) => (
          <span key={use}>
            {index > 0 ? ' · ' : null}
            <Link
              to={USE_PATHS[use]}
              className="font-medium text-primary underline underline-offset-4 hover:text-primary-strong"
            >
              {t(`uses.${use}`)}
            </Link>
          </span>
        ))}
      </p>
    </ArticleListItem>
  );
};
