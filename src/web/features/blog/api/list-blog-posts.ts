import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants';
import type { BlogListResponse } from '#shared/contracts/blog';
import { whenPageShown } from '#web/lib/startup-gate';
import type { BlogFilters } from '../hooks/use-blog-filters';
import { BLOG_KEY } from './blog-keys';

export type BlogListArgs = BlogFilters & { language: Language; isFeaturedOnly?: boolean };

/**
 * Loads the request (contracts, Zod, api-client) once the page is on screen, so the list's first
 * load holds none of it (docs/decisions/015, the pattern of 009). It waits for the page, not for
 * the shell's watchers: the list shows its own error state, so no toast needs to be listening.
 */
export const listBlogPosts = async (
  args: BlogListArgs,
  signal?: AbortSignal,
): Promise<BlogListResponse> => {
  await whenPageShown();
  return (await import('./list-blog-posts-request')).listBlogPosts(args, signal);
};

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
