import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  NavigationType,
  useLocation,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { cardClassName } from '#web/components/ui/card';
import type { HelpContent } from '../content/types';
import { buildSearchIndex, searchHelp, type SearchGroup } from '../search/search-help';
import { helpLinkClassName } from './help-links';

/** The URL parameter holding the query, so a search can be shared, reloaded and gone back to. */
export const QUERY_PARAM = 'q';

const RESULT_LINK = '[data-result-link]';

const ResultGroup = ({ group }: { group: SearchGroup }) => {
  const { t } = useTranslation('help');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t('search.group', { type: t(`search.types.${group.type}`), count: group.hits.length })}
      </h3>
      <ul className={cardClassName({ padding: 'none', className: 'mt-2 divide-y divide-line' })}>
        {group.hits.map(({ entry }) => (
          <li key={`${entry.type}-${entry.id}`} className="px-4 py-3">
            <Link to={entry.to} data-result-link className={helpLinkClassName}>
              {entry.title}
            </Link>
            <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{entry.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The help center's search: one box over help topics, FAQ, tutorials and knowledge base, results
 * grouped by type as you type, the count announced politely, the query kept in `?q=`.
 * Down arrow moves from the box into the results, up and down move between them.
 */
export const HelpSearch = ({ content }: { content: HelpContent }) => {
  const { t } = useTranslation('help');
  const inputId = useId();
  const hintId = useId();
  const resultsHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // The box keeps its own state: the URL updates in a transition, and a box bound to it would
  // drop keys typed before it caught up. It follows the URL only when someone else moved it
  // (a link to /help, Back, Forward), never after its own writes, which replace the entry.
  const [query, setQueryState] = useState(() => searchParams.get(QUERY_PARAM) ?? '');
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (locationKey !== seenLocationKey) {
    setSeenLocationKey(locationKey);
    if (navigationType !== NavigationType.Replace)
      setQueryState(searchParams.get(QUERY_PARAM) ?? '');
  }
  const index = useMemo(() => buildSearchIndex(content), [content]);
  const result = useMemo(() => searchHelp(index, query), [index, query]);
  const hasQuery = query.trim() !== '';

  const setQuery = (value: string) => {
    setQueryState(value);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value === '') params.delete(QUERY_PARAM);
        else params.set(QUERY_PARAM, value);
        return params;
      },
      { replace: true },
    );
  };

  const resultLinks = () => [
    ...(resultsRef.current?.querySelectorAll<HTMLElement>(RESULT_LINK) ?? []),
  ];

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const [first] = resultLinks();
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  const onResultsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = resultLinks();
    const position = links.indexOf(document.activeElement as HTMLElement);
    if (position === -1) return;
    event.preventDefault();
    const next = position + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const status = !hasQuery
    ? ''
    : result.total === 0
      ? t('search.none', { query: query.trim() })
      : t('search.status', { count: result.total, query: query.trim() });

  return (
    <div>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          resultLinks()[0]?.focus();
        }}
      >
        <label htmlFor={inputId} className="text-lg font-semibold text-ink">
          {t('search.label')}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
            placeholder={t('search.placeholder')}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full rounded-lg border border-line-strong bg-surface py-2 pr-3 pl-11 text-base text-ink placeholder:text-ink-subtle"
          />
        </div>
        <p id={hintId} className="mt-2 text-sm text-ink-subtle">
          {t('search.hint')}
        </p>
      </form>

      <p role="status" className={hasQuery ? 'mt-4 font-medium text-ink' : 'sr-only'}>
        {status}
      </p>

      {hasQuery ? (
        <div ref={resultsRef} onKeyDown={onResultsKeyDown}>
          <h2 id={resultsHeadingId} className="sr-only">
            {t('search.resultsHeading')}
          </h2>
          {result.total === 0 ? (
            <p className="mt-2 text-ink-muted">{t('search.noneHint')}</p>
          ) : (
            result.groups.map((group) => <ResultGroup key={group.type} group={group} />)
          )}
        </div>
      ) : null}
    </div>
  );
};
