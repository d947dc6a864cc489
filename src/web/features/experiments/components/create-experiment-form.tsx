import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CreateExperimentRequestSchema,
  EvidenceKindSchema,
  EXPERIMENT_MEASURE_MAX_LENGTH,
} from '#shared/contracts/experiments';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useCreateExperiment } from '../api/create-experiment';
import { useExperimentForm } from '../hooks/use-experiment-form';
import { useExperimentValidationMessage } from '../hooks/use-experiment-validation-message';
import { ExperimentFormFooter } from './experiment-form-footer';

const FIELDS = ['kind', 'measure', 'criterionPercent', 'plannedSampleSize'] as const;

/**
 * Defines an experiment before it runs: its kind, what is measured, the success criterion and the
 * planned sample, checked with the contract's schema here and again by the server.
 */
export const CreateExperimentForm = ({ businessId }: { businessId: string }) => {
  const { t } = useTranslation('experiments');
  const translate = useExperimentValidationMessage();
  const id = useId();
  const createExperiment = useCreateExperiment(businessId);
  const { form, failure, onSubmit } = useExperimentForm({
    schema: CreateExperimentRequestSchema,
    blank: () => ({ measure: '' }),
    fields: FIELDS,
    save: (values) => createExperiment.mutateAsync(values),
    savedTitle: t('create.created'),
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const kind = EvidenceKindSchema.safeParse(useWatch({ control, name: 'kind' }));

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
      <ExperimentFormFooter
        failure={failure}
        isSubmitting={isSubmitting}
        submitLabel={t('create.submit')}
        submittingLabel={t('create.submitting')}
      />
    </form>
  );
};
