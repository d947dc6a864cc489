import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast-store';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import type { Business } from '#shared/contracts/businesses';
import { CreateBusinessSection } from '#web/features/businesses/components/create-business-section';
import { writeCurrentBusinessId } from '#web/lib/current-business';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from './page-container';

/** First run for a signed-in user without a business: create one, then go to the workspace. */
export const OnboardingPage = () => {
  const { t } = useTranslation('businesses');
  useDocumentTitle(t('onboarding.title'));
  const { user } = useAuth();
  const navigate = useNavigate();
  const onCreated = async (business: Business) => {
    writeCurrentBusinessId(business.id);
    toast({
      title: t('onboarding.created'),
      description: t('onboarding.createdDescription', { name: business.name }),
    });
    await navigate(paths.workspace);
  };

  return (
    <PageContainer className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('onboarding.heading')}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t('onboarding.intro')}</p>
      <CreateBusinessSection
        key={user?.id}
        headingId="onboarding-form-heading"
        heading={t('onboarding.formHeading')}
        submitLabel={t('onboarding.submit')}
        submittingLabel={t('onboarding.submitting')}
        className="mt-8"
        onCreated={onCreated}
      />
    </PageContainer>
  );
};
