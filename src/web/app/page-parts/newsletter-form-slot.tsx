import { Suspense } from 'react';
import { useDeferredModule } from '#web/lib/use-deferred-module';

/** Where a page shows the compact subscribe form: its chunk loads after the page (decision 015). */
export const NewsletterFormSlot = ({
  idPrefix,
  spaceClassName,
}: {
  idPrefix: string;
  /**
   * The height the form takes in the page's column at each width (min-h classes), kept for it
   * until it loads, so what is under it does not move when it arrives.
   */
  spaceClassName: string;
}) => {
  const form = useDeferredModule(() => import('./compact-newsletter-signup'));
  const space = <div className={spaceClassName} />;
  // Its own boundary: the success message's outbox note fetches the auth texts, and that wait must
  // not swap the whole page for the layout's spinner.
  return (
    <Suspense fallback={space}>
      {form ? <form.CompactNewsletterSignup idPrefix={idPrefix} /> : space}
    </Suspense>
  );
};
