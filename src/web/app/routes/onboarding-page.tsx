import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/ui/page-header';
import { toast } from '#web/lib/toast-store';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import type { Business } from '#shared/contracts/businesses';
import { CreateBusinessSection } from '#web/features/businesses/components/create-business-section';
import { writeCurrentBusinessId } from '#web/lib/current-business';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '#shared/routes';
import { PageContainer } from '../frames/page-container';

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
      <PageHeader title={t('onboarding.heading')} lead={t('onboarding.intro')} />
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
