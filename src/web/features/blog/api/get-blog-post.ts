import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants';
import type { BlogPost } from '#shared/contracts/blog';
import { BLOG_ROUTES } from '#shared/contracts/blog-routes';
import { sendNowReadLater } from '#web/lib/api-send';
import { BLOG_KEY } from './blog-keys';

/**
 * Sent at once and read once the page is on screen, as the list is (list-blog-posts.ts,
 * docs/decisions/015): a 404 or failure is shown by the page itself.
 */
export const getBlogPost = (
  slug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<BlogPost> =>
  sendNowReadLater(
    BLOG_ROUTES.post,
    { params: { slug }, query: { lang: language }, signal },
    async (sent) => (await import('./get-blog-post-request')).readBlogPost(sent),
  );

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
