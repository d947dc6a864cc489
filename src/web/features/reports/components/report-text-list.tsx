import type { ReportText } from '#shared/contracts/reports';
import { useReportText } from './report-text';

/** The source under a sourced sentence: named, linked to the publisher when there is a page. */
export const SourceNote = ({ id }: { id: string }) => {
  const { t, source } = useReportText();
  const found = source(id);
  return (
    <span className="mt-1 block text-sm text-ink-muted">
      {found.url ? (
        <a
          href={found.url}
          target="_blank"
          rel="noreferrer noopener"
          className="underline underline-offset-2 hover:text-ink"
          aria-label={t('sourceLink', { source: found.name })}
        >
          {t('sourceLabel', { source: found.name })}
        </a>
      ) : (
        t('sourceLabel', { source: found.name })
      )}
    </span>
  );
};

/** Report sentences as a list; each factual one shows its source beneath it. */
export const ReportTextList = ({
  texts,
  empty,
  labelledBy,
}: {
  texts: readonly ReportText[];
  empty?: string;
  /** The id of the text that names the list, when it is one of several under a heading. */
  labelledBy?: string;
}) => {
  const { text } = useReportText();
  if (texts.length === 0) return empty ? <p className="text-ink-muted">{empty}</p> : null;
  return (
    <ul aria-labelledby={labelledBy} className="flex list-disc flex-col gap-2 pl-5">
      {texts.map((entry, index) => (
        // The same sentence never appears twice in one list: its text and place identify it.
        <li key={`${index}-${JSON.stringify(entry)}`} className="break-words text-ink">
          {text(entry)}
          {entry.kind === 'message' && entry.source ? <SourceNote id={entry.source} /> : null}
        </li>
      ))}
    </ul>
  );
};
