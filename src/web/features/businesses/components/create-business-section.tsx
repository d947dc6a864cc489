import { useState } from 'react';
import type { Business } from '#shared/contracts/businesses';
import { cardClassName } from '#web/components/ui/card';
import { PageSection } from '#web/components/ui/page-section';
import { readLastCalculatorInput } from '#web/lib/last-calculator-input';
import { useCreateBusiness } from '../api/create-business';
import { BusinessForm } from './business-form';

type CreateBusinessSectionProps = {
  headingId: string;
  heading: string;
  submitLabel: string;
  submittingLabel: string;
  className: string;
  onCreated: (business: Business) => void | Promise<void>;
};

/** A card with the form that creates a business, optionally with the calculator's last answers. */
export const CreateBusinessSection = ({
  headingId,
  heading,
  submitLabel,
  submittingLabel,
  className,
  onCreated,
}: CreateBusinessSectionProps) => {
  const createBusiness = useCreateBusiness();
  // Read once: the calculator's last inputs do not change while the form is open.
  const [lastInput] = useState(readLastCalculatorInput);
  return (
    <PageSection
      id={headingId}
      heading={heading}
      className={cardClassName({ shape: 'raised', padding: 'lg', className })}
      headingClassName="mb-5 text-xl font-semibold text-ink"
    >
      <BusinessForm
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
        canUseLastInputs={lastInput !== null}
        onSubmit={async (values) => {
          const business = await createBusiness.mutateAsync({
            name: values.name,
            description: values.description,
            inputs: values.useLastInputs && lastInput ? lastInput : null,
          });
          await onCreated(business);
        }}
      />
    </PageSection>
  );
};
