import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { RecentUsers } from '#web/features/community/components/recent-users';
import { FeaturesSection } from '#web/features/landing/components/features-section';
import { HeroSection } from '#web/features/landing/components/hero-section';
import { LandingSection } from '#web/features/landing/components/landing-section';
import { HowItWorksSection } from '#web/features/landing/components/how-it-works-section';
import { ScenariosSection } from '#web/features/landing/components/scenarios-section';
import { RANDOM_IDEA_SECTION_CLASS } from '#web/features/ideas/random-idea-space';
import { useDeferredModule } from '#web/lib/use-deferred-module';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { NewsletterFormSlot } from '../page-parts/newsletter-form-slot';

export const LandingPage = () => {
  const { t } = useTranslation('landing');
  const { t: tNewsletter } = useTranslation('newsletter');
  useDocumentTitle(t('title'));
  // Below the fold and after the first paint: its code and texts never delay the page, and the
  // space kept for it stops the sections under it from moving when it arrives.
  const randomIdea = useDeferredModule(
    () => import('#web/features/ideas/components/random-idea-section'),
  );
  const ideaSpace = <div className={RANDOM_IDEA_SECTION_CLASS} />;
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <ScenariosSection />
      <Suspense fallback={ideaSpace}>
        {randomIdea ? <randomIdea.RandomIdeaSection /> : ideaSpace}
      </Suspense>
      <LandingSection
        headingId="community-heading"
        heading={t('community.heading')}
        className="border-t border-line bg-surface"
        columnClassName="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6"
        headingClassName="text-2xl font-bold tracking-tight text-ink"
      >
        <RecentUsers />
      </LandingSection>
      <LandingSection
        headingId="newsletter-heading"
        heading={tNewsletter('landing.heading')}
        className="border-t border-line"
        columnClassName="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-14 sm:px-6"
        headingClassName="text-2xl font-bold tracking-tight text-ink"
      >
        <p className="text-ink-muted">
          {tNewsletter('landing.body')}{' '}
          <Link
            to={paths.newsletter}
            className="font-medium text-primary underline underline-offset-2"
          >
            {tNewsletter('landing.more')}
          </Link>
        </p>
        {/* After the first paint, as on the blog (docs/decisions/015). Its height in Chromium's
            wider column: 248 px below 640, 228 px wider; Turkish 268 px below 640, else 248. */}
        <NewsletterFormSlot idPrefix="landing-newsletter" spaceClassName="min-h-62 sm:min-h-57" />
      </LandingSection>
      <LandingSection
        headingId="closing-heading"
        heading={t('closing.heading')}
        className="bg-primary-strong text-white"
        columnClassName="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-14 text-center sm:px-6"
        headingClassName="text-3xl font-bold tracking-tight"
      >
        <p className="max-w-2xl text-lg text-white/90">{t('closing.body')}</p>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.calculator}>{t('closing.cta')}</Link>
        </Button>
      </LandingSection>
    </>
  );
};
