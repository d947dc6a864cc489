import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  BusinessDescriptionSchema,
  BusinessNameSchema,
} from '#shared/contracts/businesses';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-client';
import { useBusinessValidationMessage } from '../hooks/use-business-validation-message';

const BusinessFormSchema = z.object({
  name: BusinessNameSchema,
  description: BusinessDescriptionSchema,
  useLastInputs: z.boolean(),
});
type BusinessFormInput = z.input<typeof BusinessFormSchema>;
export type BusinessFormValues = z.output<typeof BusinessFormSchema>;

export type BusinessFormProps = {
  submitLabel: string;
  submittingLabel: string;
  defaultValues?: { name: string; description: string };
  /** Offers "use my last calculator inputs" (onboarding, create) when the browser holds valid ones. */
  canUseLastInputs?: boolean;
  onSubmit: (values: BusinessFormValues) => Promise<void>;
  onCancel?: () => void;
  cancelLabel?: string;
};

/** Name and description of a business, validated with the contract's schemas on both sides. */
export const BusinessForm = (props: BusinessFormProps) => {
  const { t } = useTranslation('businesses');
  const translate = useBusinessValidationMessage();
  const idPrefix = useId();
  const { register, handleSubmit, setError, formState } = useForm<
    BusinessFormInput,
    unknown,
    BusinessFormValues
  >({
    resolver: zodResolver(BusinessFormSchema),
    defaultValues: {
      ...(props.defaultValues ?? { name: '', description: '' }),
      useLastInputs: true,
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const field of ['name', 'description'] as const) {
        const message = error.fieldErrors?.[field]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        id={`${idPrefix}-name`}
        label={t('fields.name')}
        hint={t('fields.nameHint', { max: BUSINESS_NAME_MAX_LENGTH })}
        autoComplete="organization"
        error={translate(errors.name?.message, 'name')}
        {...register('name')}
      />
      <TextareaField
        id={`${idPrefix}-description`}
        rows={3}
        label={t('fields.description')}
        hint={t('fields.descriptionHint', { max: BUSINESS_DESCRIPTION_MAX_LENGTH })}
        error={translate(errors.description?.message, 'description')}
        {...register('description')}
      />
      {props.canUseLastInputs ? (
        <CheckboxField
          id={`${idPrefix}-use-last-inputs`}
          label={<span className="font-medium">{t('fields.useLastInputs')}</span>}
          hint={t('fields.useLastInputsHint')}
          className="text-sm"
          {...register('useLastInputs')}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? props.submittingLabel : props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
