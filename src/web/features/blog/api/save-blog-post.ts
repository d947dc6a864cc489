import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBlogPost, type BlogPostInput, updateBlogPost } from '#shared/contracts/blog';
import { apiRequest } from '#web/lib/api-client';
import { BLOG_KEY } from './blog-keys';

/** Creates a draft (no id) or replaces an existing post's fields. */
export const saveBlogPost = ({ id, input }: { id: string | null; input: BlogPostInput }) =>
  id === null
    ? apiRequest(createBlogPost, { body: input })
    : apiRequest(updateBlogPost, { params: { id }, body: input });

export const useSaveBlogPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    // The editor puts failures on its fields or above the form.
    meta: { errorHandling: 'local' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  });
};
