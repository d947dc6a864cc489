import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '#shared/contracts/businesses';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { toast } from '#web/lib/toast-store';
import { UserText } from '#web/components/ui/user-text';
import { useAuth } from '#web/features/auth/hooks/use-auth';
import { useDeleteBusiness } from '#web/features/businesses/api/delete-business';
import { useUpdateBusiness } from '#web/features/businesses/api/update-business';
import { BusinessForm } from '#web/features/businesses/components/business-form';
import { CreateBusinessSection } from '#web/features/businesses/components/create-business-section';
import { BusinessSwitcher } from '#web/features/businesses/components/business-switcher';
import { DeleteBusinessDialog } from '#web/features/businesses/components/delete-business-dialog';
import { useCurrentBusiness } from '#web/features/businesses/hooks/use-current-business';
import { formatMediumDate, localeOf } from '#web/lib/format';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../frames/page-container';

type BusinessItemProps = {
  business: Business;
  isCurrent: boolean;
  onMakeCurrent: () => void;
};

const BusinessItem = ({ business, isCurrent, onMakeCurrent }: BusinessItemProps) => {
  const { t, i18n } = useTranslation('businesses');
  const [isEditing, setIsEditing] = useState(false);
  const updateBusiness = useUpdateBusiness();
  const deleteBusiness = useDeleteBusiness();
  const headingId = `business-${business.id}`;
  const created = formatMediumDate(business.createdAt, localeOf(i18n.resolvedLanguage));

  const onDelete = async () => {
    await deleteBusiness.mutateAsync(business.id);
    toast({
      title: t('list.deleted'),
      description: t('list.deletedDescription', { name: business.name }),
    });
  };

  return (
    <Card aria-labelledby={headingId} as="li" shape="panel" padding="md">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {business.name}
          </h3>
          <p className="text-sm text-ink-muted">
            {t('list.createdOn', { date: created })}
            {business.inputs ? ` · ${t('list.hasInputs')}` : null}
          </p>
        </div>
        {isCurrent ? (
          <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary-strong">
            {t('list.current')}
          </span>
        ) : null}
      </div>
      {isEditing ? (
        <div className="mt-4">
          <h4 className="sr-only">{t('list.editHeading', { name: business.name })}</h4>
          <BusinessForm
            defaultValues={{ name: business.name, description: business.description }}
            submitLabel={t('list.save')}
            submittingLabel={t('list.saving')}
            cancelLabel={t('list.cancel')}
            onCancel={() => setIsEditing(false)}
            onSubmit={async (values) => {
              await updateBusiness.mutateAsync({
                id: business.id,
                changes: { name: values.name, description: values.description },
              });
              setIsEditing(false);
              toast({ title: t('list.saved') });
            }}
          />
        </div>
      ) : (
        <>
          <p className="mt-3 whitespace-pre-line text-ink-muted">
            {business.description ? (
              <UserText>{business.description}</UserText>
            ) : (
              t('list.noDescription')
            )}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {isCurrent ? null : (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('list.makeCurrent', { name: business.name })}
                onClick={onMakeCurrent}
              >
                {t('list.makeCurrentAction')}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('list.edit', { name: business.name })}
              onClick={() => setIsEditing(true)}
            >
              {t('list.editAction')}
            </Button>
            <DeleteBusinessDialog business={business} onConfirm={onDelete} />
          </div>
        </>
      )}
    </Card>
  );
};

export const BusinessesPage = () => {
  const { t } = useTranslation('businesses');
  useDocumentTitle(t('list.title'));
  const { user } = useAuth();
  const { businesses, currentBusiness, isPending, setCurrentBusinessId } = useCurrentBusiness(
    user?.id ?? null,
  );
  const [formKey, setFormKey] = useState(0);

  if (isPending) return <Spinner />;

  return (
    <PageContainer>
      <PageHeader title={t('list.heading')} lead={t('list.intro')} />
      <div className="mt-8">
        <BusinessSwitcher
          businesses={businesses}
          currentBusinessId={currentBusiness?.id ?? null}
          onChange={setCurrentBusinessId}
        />
      </div>
      {businesses.length === 0 ? (
        <p className="mt-8 rounded-lg border border-line bg-muted px-4 py-3 text-ink">
          {t('list.empty')}
        </p>
      ) : (
        <ul aria-label={t('list.heading')} className="mt-8 flex flex-col gap-4">
          {businesses.map((business) => (
            <BusinessItem
              key={business.id}
              business={business}
              isCurrent={business.id === currentBusiness?.id}
              onMakeCurrent={() => setCurrentBusinessId(business.id)}
            />
          ))}
        </ul>
      )}
      <CreateBusinessSection
        // A new key empties the form for the next business.
        key={formKey}
        headingId="create-business-heading"
        heading={t('list.createHeading')}
        submitLabel={t('list.createSubmit')}
        submittingLabel={t('list.createSubmitting')}
        className="mt-10"
        onCreated={(business) => {
          if (businesses.length === 0) setCurrentBusinessId(business.id);
          toast({ title: t('list.created'), description: business.name });
          setFormKey((key) => key + 1);
        }}
      />
    </PageContainer>
  );
};
