import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants';
import { listBlogPosts as listBlogPostsEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import type { BlogFilters } from '../hooks/use-blog-filters';
import { BLOG_KEY } from './blog-keys';

export type BlogListArgs = BlogFilters & { language: Language; isFeaturedOnly?: boolean };

export const listBlogPosts = (args: BlogListArgs, signal?: AbortSignal) =>
  apiRequest(listBlogPostsEndpoint, {
    query: {
      lang: args.language,
      q: args.q || undefined,
      category: args.category,
      tag: args.tag,
      featured: args.isFeaturedOnly ? 'true' : undefined,
      page: args.page,
    },
    signal,
  });

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
