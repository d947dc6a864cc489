import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The pages to offer: the first, the last, and the current one with its neighbours; `null` marks
 * a gap. Seven entries at most, so the row fits a 320 px screen.
 */
export const pageWindow = (page: number, pageCount: number): (number | null)[] => {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted]
    .filter((entry) => entry >= 1 && entry <= pageCount)
    .sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const entry of pages) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && entry - previous > 1) result.push(null);
    result.push(entry);
  }
  return result;
};

type BlogPaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page of the same list. */
  hrefFor: (page: number) => string;
};

const itemClassName =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium';

/** Links to the list's pages; the current one is marked with aria-current. */
export const BlogPagination = ({ page, pageCount, hrefFor }: BlogPaginationProps) => {
  const { t } = useTranslation('blog');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={clsx(itemClassName, 'text-primary-strong hover:bg-muted')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${String(index)}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: entry })}
                className={clsx(
                  itemClassName,
                  entry === page
                    ? 'bg-primary text-white'
                    : 'border border-line text-ink hover:bg-muted',
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={clsx(itemClassName, 'text-primary-strong hover:bg-muted')}
            >
              {t('pagination.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
};
