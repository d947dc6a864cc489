import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBlogPostPublication as setBlogPostPublishedEndpoint } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import { BLOG_KEY } from './blog-keys';

export const setBlogPostPublished = ({ id, published }: { id: string; published: boolean }) =>
  apiRequest(setBlogPostPublishedEndpoint, { params: { id }, body: { published } });

/** Publishing or unpublishing changes the public list too, so every blog query is refreshed. */
export const useSetBlogPostPublished = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlogPostPublished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  });
};
