import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CreateEvidenceRequestSchema,
  EVIDENCE_NOTE_MAX_LENGTH,
} from '#shared/contracts/experiments';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast-store';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { useErrorMessage } from '#web/lib/use-error-message';
import { useCreateEvidence } from '../api/create-evidence';
import { useExperimentValidationMessage } from '../hooks/use-experiment-validation-message';
import { localToday } from '#web/lib/calendar-date';

type FormInput = z.input<typeof CreateEvidenceRequestSchema>;
type FormValues = z.output<typeof CreateEvidenceRequestSchema>;
const FIELDS = ['date', 'successes', 'trials', 'note'] as const;

type AddEvidenceFormProps = { businessId: string; experimentId: string; headingId: string };

/** Records one result (date, counts, note) of an experiment; results are never edited. */
export const AddEvidenceForm = ({ businessId, experimentId, headingId }: AddEvidenceFormProps) => {
  const { t } = useTranslation('experiments');
  const translate = useExperimentValidationMessage();
  const errorMessage = useErrorMessage();
  const id = useId();
  const createEvidence = useCreateEvidence(businessId, experimentId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    FormInput,
    unknown,
    FormValues
  >({
    resolver: zodResolver(CreateEvidenceRequestSchema),
    defaultValues: { date: localToday(), note: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createEvidence.mutateAsync(values);
      reset({ date: localToday(), note: '' });
      toast({ title: t('evidence.recorded') });
    } catch (error) {
      // The typed values stay in the form: only the message changes.
      if (!applyApiFieldErrors(error, setError, { names: FIELDS })) setFailure(errorMessage(error));
    }
  });

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
      {failure ? (
        <p role="alert" className="font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('evidence.submitting') : t('evidence.submit')}
        </Button>
      </div>
    </form>
  );
};
