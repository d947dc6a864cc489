import { queryOptions, useQuery } from '@tanstack/react-query';
import { findAdminBlogPosts as listAdminBlogPostsEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import { BLOG_ADMIN_KEY } from './blog-keys';

export const listAdminBlogPosts = (signal?: AbortSignal) =>
  apiRequest(listAdminBlogPostsEndpoint, { signal });

export const adminBlogPostsQueryOptions = () =>
  queryOptions({
    queryKey: [...BLOG_ADMIN_KEY, 'posts'],
    queryFn: ({ signal }) => listAdminBlogPosts(signal),
    meta: { errorHandling: 'local' },
  });

/** Every post, drafts included; only asked for once the user is known to be an admin. */
export const useAdminBlogPosts = ({ isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...adminBlogPostsQueryOptions(), enabled: isEnabled });
