import { PlannedPage } from './planned-page';

// Scaffold wired by the router; replaced by the real page (issue 14).
export const NewsletterUnsubscribedPage = () => <PlannedPage pageKey="newsletterUnsubscribed" />;
