import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants';
import { getBlogPost as getBlogPostEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import { BLOG_KEY } from './blog-keys';

export const getBlogPost = (slug: string, language: Language, signal?: AbortSignal) =>
  apiRequest(getBlogPostEndpoint, { params: { slug }, query: { lang: language }, signal });

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
