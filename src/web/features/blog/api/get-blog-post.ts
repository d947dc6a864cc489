import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants';
import type { BlogPost } from '#shared/contracts/blog';
import { whenPageShown } from '#web/lib/startup-gate';
import { BLOG_KEY } from './blog-keys';

/**
 * Loads the request (contracts, Zod, api-client) once the page is on screen, as the list does
 * (list-blog-posts.ts, docs/decisions/015): a 404 or failure is shown by the page itself.
 */
export const getBlogPost = async (
  slug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<BlogPost> => {
  await whenPageShown();
  return (await import('./get-blog-post-request')).getBlogPost(slug, language, signal);
};

export const blogPostQueryOptions = (slug: string, language: Language) =>
  queryOptions({
    queryKey: [...BLOG_KEY, 'post', language, slug],
    queryFn: ({ signal }) => getBlogPost(slug, language, signal),
    // A 404 is the page's "article not found" state, not a toast.
    meta: { errorHandling: 'local' },
    enabled: slug !== '',
  });

export const useBlogPost = (slug: string, language: Language) =>
  useQuery(blogPostQueryOptions(slug, language));
