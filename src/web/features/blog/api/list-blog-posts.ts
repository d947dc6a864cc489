import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants';
import type { BlogListResponse } from '#shared/contracts/blog';
import { BLOG_ROUTES } from '#shared/contracts/blog-routes';
import { sendNowReadLater } from '#web/lib/api-send';
import type { BlogFilters } from '../hooks/use-blog-filters';
import { BLOG_KEY } from './blog-keys';

export type BlogListArgs = BlogFilters & { language: Language; isFeaturedOnly?: boolean };

/**
 * Sent at once and read once the page is on screen (sendNowReadLater, docs/decisions/015): the
 * list's first load holds no contracts and its covers need not wait for them to start loading.
 * It waits for the page, not for the shell's watchers: the list shows its own error state, so no
 * toast needs to be listening.
 */
export const listBlogPosts = (
  args: BlogListArgs,
  signal?: AbortSignal,
): Promise<BlogListResponse> =>
  sendNowReadLater(
    BLOG_ROUTES.list,
    {
      query: {
        lang: args.language,
        q: args.q || undefined,
        category: args.category,
        tag: args.tag,
        featured: args.isFeaturedOnly ? 'true' : undefined,
        page: args.page,
      },
      signal,
    },
    async (sent) => (await import('./list-blog-posts-request')).readBlogPosts(sent),
  );

export const blogPostsQueryOptions = (args: BlogListArgs) =>
  queryOptions({
    queryKey: [...BLOG_KEY, 'list', args],
    queryFn: ({ signal }) => listBlogPosts(args, signal),
    // The page shows its own error state with a retry.
    meta: { errorHandling: 'local' },
  });

/** The published posts of one language; the previous page stays on screen while the next loads. */
export const useBlogPosts = (args: BlogListArgs) =>
  useQuery({ ...blogPostsQueryOptions(args), placeholderData: keepPreviousData });

/** The featured posts shown above the unfiltered first page. */
export const useFeaturedBlogPosts = (language: Language, { isEnabled }: { isEnabled: boolean }) =>
  useQuery({
    ...blogPostsQueryOptions({
      language,
      q: '',
      category: undefined,
      tag: undefined,
      page: 1,
      isFeaturedOnly: true,
    }),
    enabled: isEnabled,
  });
