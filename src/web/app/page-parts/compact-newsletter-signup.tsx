import { OutboxNote } from '#web/features/auth/components/outbox-note';
import { NewsletterSignup } from '#web/features/newsletter/newsletter-signup';

/**
 * The compact subscribe form of the home page and the blog, a chunk of its own that
 * newsletter-form-slot.tsx loads once the page is on screen: react-hook-form, Zod and the contracts
 * it brings would otherwise be a large share of those pages' first load (docs/decisions/015).
 */
export const CompactNewsletterSignup = ({ idPrefix }: { idPrefix: string }) => (
  <NewsletterSignup variant="compact" idPrefix={idPrefix} successExtra={<OutboxNote />} />
);
