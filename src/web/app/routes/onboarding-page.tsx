import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#web/components/ui/toast-store';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useCreateBusiness } from '#web/features/businesses/api/create-business';
import {
  BusinessForm,
  type BusinessFormValues,
} from '#web/features/businesses/components/business-form';
import { writeCurrentBusinessId } from '#web/features/businesses/current-business-storage';
import { readLastCalculatorInput } from '#web/lib/last-calculator-input';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { paths } from '../paths';
import { PageContainer } from './page-container';

/** First run for a signed-in user without a business: create one, then go to the workspace. */
export const OnboardingPage = () => {
  const { t } = useTranslation('businesses');
  useDocumentTitle(t('onboarding.title'));
  const { user } = useAuth();
  const navigate = useNavigate();
  const createBusiness = useCreateBusiness();
  // Read once: the calculator's last inputs do not change while this page is open.
  const [lastInput] = useState(readLastCalculatorInput);

  const onSubmit = async (values: BusinessFormValues) => {
    const business = await createBusiness.mutateAsync({
      name: values.name,
      description: values.description,
      inputs: values.useLastInputs && lastInput ? lastInput : null,
    });
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
      <section
        aria-labelledby="onboarding-form-heading"
        className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <h2 id="onboarding-form-heading" className="mb-5 text-xl font-semibold text-ink">
          {t('onboarding.formHeading')}
        </h2>
        <BusinessForm
          key={user?.id}
          submitLabel={t('onboarding.submit')}
          submittingLabel={t('onboarding.submitting')}
          canUseLastInputs={lastInput !== null}
          onSubmit={onSubmit}
        />
      </section>
    </PageContainer>
  );
};
