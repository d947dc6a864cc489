import { OutboxNote } from '#web/features/auth/components/outbox-note';
import { NewsletterSignup } from '#web/features/newsletter/newsletter-signup';
import { paths } from '../paths';

/**
 * The blog's subscribe form, a chunk of its own that blog-page.tsx loads once the list is on
 * screen: react-hook-form, Zod and the contracts it brings would otherwise be most of the list's
 * first load (docs/decisions/015).
 */
export const BlogNewsletterSignup = () => (
  <NewsletterSignup
    variant="compact"
    idPrefix="blog-newsletter"
    privacyHref={paths.privacy}
    successExtra={<OutboxNote />}
  />
);
