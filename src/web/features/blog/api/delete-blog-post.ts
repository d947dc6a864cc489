import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBlogPost as deleteBlogPostEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import { BLOG_KEY } from './blog-keys';

export const deleteBlogPost = (id: string) =>
  apiRequest(deleteBlogPostEndpoint, { params: { id } });

export const useDeleteBlogPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    // The confirmation dialog shows the failure itself.
    meta: { errorHandling: 'local' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  });
};
