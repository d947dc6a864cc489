import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiFieldErrors } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast-store';
import { useErrorMessage } from '#web/lib/use-error-message';

type ExperimentFormOptions<Input extends FieldValues, Output> = {
  schema: z.ZodType<Output, Input>;
  /** A function, so a fresh form gets today's date rather than the day the page was opened. */
  blank: () => NoInfer<DefaultValues<Input>>;
  /** The fields the server may name in its field errors. */
  fields: readonly NoInfer<Path<Input>>[];
  save: (values: Output) => Promise<unknown>;
  /** The toast once saved. */
  savedTitle: string;
};

/**
 * The experiments' forms: checked with the contract's schema, emptied and confirmed by a toast once
 * saved. A failure keeps the typed values; it lands on its field or, failing that, in `failure`.
 */
export const useExperimentForm = <Input extends FieldValues, Output>({
  schema,
  blank,
  fields,
  save,
  savedTitle,
}: ExperimentFormOptions<Input, Output>) => {
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: blank(),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      form.reset(blank());
      toast({ title: savedTitle });
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, { names: fields })) {
        setFailure(errorMessage(error));
      }
    }
  });
  return { form, failure, onSubmit };
};
