import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createBlogPreview as previewBlogMarkdownEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import { BLOG_ADMIN_KEY } from './blog-keys';

export const previewBlogMarkdown = (bodyMarkdown: string, signal?: AbortSignal) =>
  apiRequest(previewBlogMarkdownEndpoint, { body: { bodyMarkdown }, signal });

/**
 * The body rendered by the server's renderer, the one published posts use (a POST, but a read:
 * cached per text so typing back to an earlier text costs nothing).
 */
export const blogPreviewQueryOptions = (bodyMarkdown: string) =>
  queryOptions({
    queryKey: [...BLOG_ADMIN_KEY, 'preview', bodyMarkdown],
    queryFn: ({ signal }) => previewBlogMarkdown(bodyMarkdown, signal),
    meta: { errorHandling: 'local' },
    enabled: bodyMarkdown.trim() !== '',
    staleTime: Infinity,
  });

export const useBlogPreview = (bodyMarkdown: string) =>
  useQuery({ ...blogPreviewQueryOptions(bodyMarkdown), placeholderData: keepPreviousData });
