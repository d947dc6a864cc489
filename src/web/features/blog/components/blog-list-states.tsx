import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';

/** Grey cards where the posts will be; the status line says "Loading posts…" for screen readers. */
export const BlogListSkeleton = ({ count = 6 }: { count?: number }) => (
  <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    {Array.from({ length: count }, (_, index) => (
      <Card key={index} as="li" shape="panel" padding="none" className="overflow-hidden">
        <Skeleton className="aspect-video" />
        <div className="flex flex-col gap-3 p-5">
          <Skeleton className="h-4 w-1/3 rounded" />
          <Skeleton className="h-5 w-5/6 rounded" />
          <Skeleton className="h-4 w-full rounded" />
        </div>
      </Card>
    ))}
  </ul>
);

type BlogEmptyStateProps = { hasFilters: boolean; onClear: () => void };

/** No posts: with filters, a way out of them; without, an honest "nothing published yet". */
export const BlogEmptyState = ({ hasFilters, onClear }: BlogEmptyStateProps) => {
  const { t } = useTranslation('blog');
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line-strong px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
      <h2 className="text-xl font-semibold text-ink">
        {hasFilters ? t('list.empty.title') : t('list.empty.noPostsTitle')}
      </h2>
      <p className="max-w-prose text-ink-muted">
        {hasFilters ? t('list.empty.description') : t('list.empty.noPostsDescription')}
      </p>
      {hasFilters ? (
        <Button variant="secondary" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
};
