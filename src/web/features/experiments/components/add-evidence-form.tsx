import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateEvidenceRequestSchema,
  EVIDENCE_NOTE_MAX_LENGTH,
} from '#shared/contracts/experiments';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { useCreateEvidence } from '../api/create-evidence';
import { useExperimentForm } from '../hooks/use-experiment-form';
import { useExperimentValidationMessage } from '../hooks/use-experiment-validation-message';
import { ExperimentFormFooter } from './experiment-form-footer';
import { localToday } from '#web/lib/calendar-date';

const FIELDS = ['date', 'successes', 'trials', 'note'] as const;

type AddEvidenceFormProps = { businessId: string; experimentId: string; headingId: string };

/** Records one result (date, counts, note) of an experiment; results are never edited. */
export const AddEvidenceForm = ({ businessId, experimentId, headingId }: AddEvidenceFormProps) => {
  const { t } = useTranslation('experiments');
  const translate = useExperimentValidationMessage();
  const id = useId();
  const createEvidence = useCreateEvidence(businessId, experimentId);
  const { form, failure, onSubmit } = useExperimentForm({
    schema: CreateEvidenceRequestSchema,
    blank: () => ({ date: localToday(), note: '' }),
    fields: FIELDS,
    save: (values) => createEvidence.mutateAsync(values),
    savedTitle: t('evidence.recorded'),
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${id}-date`}
          label={t('evidence.date')}
          hint={t('evidence.dateHint')}
          type="date"
          max={localToday()}
          error={translate(errors.date?.message)}
          {...register('date')}
        />
        <TextField
          id={`${id}-successes`}
          label={t('evidence.successes')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={translate(errors.successes?.message)}
          {...register('successes', { valueAsNumber: true })}
        />
        <TextField
          id={`${id}-trials`}
          label={t('evidence.trials')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={translate(errors.trials?.message)}
          {...register('trials', { valueAsNumber: true })}
        />
      </div>
      <TextareaField
        id={`${id}-note`}
        rows={2}
        label={t('evidence.note')}
        hint={t('evidence.noteHint', { max: EVIDENCE_NOTE_MAX_LENGTH })}
        error={translate(errors.note?.message)}
        {...register('note')}
      />
      <ExperimentFormFooter
        failure={failure}
        isSubmitting={isSubmitting}
        submitLabel={t('evidence.submit')}
        submittingLabel={t('evidence.submitting')}
      />
    </form>
  );
};
