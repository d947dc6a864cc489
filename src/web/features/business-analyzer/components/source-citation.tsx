import { useTranslation } from 'react-i18next';
import { CHECKUP_SOURCES, type CheckupSourceId } from '#shared/contracts/business-analyzer';
import { useAnalyzerFormat } from '../hooks/use-analyzer-format';

/** Publisher, title and date of a published figure, with a link to it (opens in this tab). */
export const SourceCitation = ({ source }: { source: CheckupSourceId }) => {
  const { t } = useTranslation('businessAnalyzer');
  const { vintage } = useAnalyzerFormat();
  const { title, publisher, date, url } = CHECKUP_SOURCES[source];
  return (
    <p className="text-sm break-words text-ink-muted">
      {t('source.label', { publisher, title, date: vintage(date) })}{' '}
      <a href={url} rel="noreferrer" className="text-primary underline underline-offset-2">
        {t('source.link', { publisher })}
      </a>
    </p>
  );
};
