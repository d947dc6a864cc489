import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CreateExperimentRequestSchema,
  EvidenceKindSchema,
  EXPERIMENT_MEASURE_MAX_LENGTH,
} from '#shared/contracts/experiments';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast-store';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCreateExperiment } from '../api/create-experiment';
import { useExperimentValidationMessage } from '../hooks/use-experiment-validation-message';

type FormInput = z.input<typeof CreateExperimentRequestSchema>;
type FormValues = z.output<typeof CreateExperimentRequestSchema>;
const FIELDS = ['kind', 'measure', 'criterionPercent', 'plannedSampleSize'] as const;

/**
 * Defines an experiment before it runs: its kind, what is measured, the success criterion and the
 * planned sample, checked with the contract's schema here and again by the server.
 */
export const CreateExperimentForm = ({ businessId }: { businessId: string }) => {
  const { t } = useTranslation('experiments');
  const translate = useExperimentValidationMessage();
  const errorMessage = useErrorMessage();
  const id = useId();
  const createExperiment = useCreateExperiment(businessId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<
    FormInput,
    unknown,
    FormValues
  >({
    resolver: zodResolver(CreateExperimentRequestSchema),
    defaultValues: { measure: '' },
  });
  const { errors, isSubmitting } = formState;
  const kind = EvidenceKindSchema.safeParse(useWatch({ control, name: 'kind' }));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createExperiment.mutateAsync(values);
      reset({ measure: '' });
      toast({ title: t('create.created') });
    } catch (error) {
      // The typed values stay in the form: only the message changes.
      if (!applyApiFieldErrors(error, setError, { names: FIELDS })) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <SelectField
        id={`${id}-kind`}
        label={t('create.kind')}
        hint={kind.success ? t(`kindHints.${kind.data}`) : undefined}
        error={translate(errors.kind?.message)}
        {...register('kind')}
      >
        <option value="">{t('create.chooseKind')}</option>
        {EvidenceKindSchema.options.map((option) => (
          <option key={option} value={option}>
            {t(`kinds.${option}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-measure`}
        label={t('create.measure')}
        hint={t('create.measureHint', { max: EXPERIMENT_MEASURE_MAX_LENGTH })}
        error={translate(errors.measure?.message)}
        {...register('measure')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-criterion`}
          label={t('create.criterionPercent')}
          hint={t('create.criterionHint')}
          type="number"
          inputMode="decimal"
          min={1}
          max={99}
          step="any"
          error={translate(errors.criterionPercent?.message)}
          {...register('criterionPercent', { valueAsNumber: true })}
        />
        <TextField
          id={`${id}-planned`}
          label={t('create.plannedSampleSize')}
          hint={t('create.plannedHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={translate(errors.plannedSampleSize?.message)}
          {...register('plannedSampleSize', { valueAsNumber: true })}
        />
      </div>
      {failure ? (
        <p role="alert" className="font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
};
