import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_FIELDS as fields } from '#shared/calculator/fields';
import { Button } from '#web/components/ui/button';
import { whenShellReady } from '#web/lib/startup-gate';
import { useErrorMessage } from '#web/lib/use-error-message';
import { fieldErrorKind, loadCalculatorInputSchema } from '../form-resolver';
import {
  completionPercent,
  groupFieldsIntoSteps,
  initialValues,
  missingRequiredFields,
} from '../form-steps';
import {
  type CalculatorSubmitOptions,
  preloadEngine,
  useCalculatorSubmit,
} from '../hooks/use-calculator-submit';
import { useCalculatorFormState } from '../hooks/use-calculator-form-state';
import { capitalEntryOf } from '../capital-currency';
import { CalculatorFieldControl } from './calculator-field-control';
import { CapitalFieldControl } from './capital-field-control';
import { CompletionMeter } from './completion-meter';
import { StepList } from './step-list';
import { readLastCalculatorDraft } from '#web/lib/last-calculator-input';
import { readCalculatorPrefill } from '#web/lib/calculator-prefill';

type Problem = 'incomplete' | 'invalid' | null;

const focusField = (name: string) => document.getElementById(`calculator-${name}`)?.focus();

// The fields are bundled constants (the server's options endpoint serves the same list to others).
const steps = groupFieldsIntoSteps(fields);

/** The stepped calculator: Enter or Next checks the step and moves on; the last step submits. */
export const CalculatorForm = (props: CalculatorSubmitOptions) => {
  const { t } = useTranslation('calculator');
  const describeError = useErrorMessage();
  const [stepIndex, setStepIndex] = useState(0);
  const [problem, setProblem] = useState<Problem>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusHeading = useRef(false);
  const { submit, error, isPending } = useCalculatorSubmit(props);
  // A prefill link (an idea's answers) wins over the last draft, which fills what it leaves open.
  const form = useCalculatorFormState(fields, () =>
    initialValues(fields, {
      ...readLastCalculatorDraft(),
      ...readCalculatorPrefill(window.location.search),
    }),
  );
  const current = steps[Math.min(stepIndex, steps.length - 1)];
  const isLastStep = stepIndex >= steps.length - 1;

  useEffect(() => {
    if (!shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    headingRef.current?.focus();
  }, [stepIndex]);

  // Fetch the engine while the user fills the form, so the result appears at once on submit; the
  // input schema too (once the shell is in), so Next checks the first step without waiting.
  useEffect(() => {
    const timer = window.setTimeout(preloadEngine, 1500);
    void whenShellReady().then(loadCalculatorInputSchema);
    return () => window.clearTimeout(timer);
  }, []);

  const goToStep = (index: number) => {
    shouldFocusHeading.current = true;
    setStepIndex(index);
  };

  const reportProblems = (names: readonly string[]) => {
    const missing = missingRequiredFields(fields, form.getValues());
    setProblem(missing.some((field) => names.includes(field.name)) ? 'incomplete' : 'invalid');
    const firstInvalid = fields.find((field) => names.includes(field.name));
    const firstStep = steps.findIndex((step) =>
      step.fields.some((field) => field === firstInvalid),
    );
    if (firstStep >= 0 && firstStep !== stepIndex) setStepIndex(firstStep);
    if (firstInvalid) window.setTimeout(() => focusField(firstInvalid.name), 0);
  };

  const onSubmit = async () => {
    const outcome = await form.validateForSubmit();
    if (!outcome.isValid) {
      reportProblems(outcome.invalidNames);
      return;
    }
    setProblem(null);
    await submit(outcome.input, capitalEntryOf(form.getValues()));
  };

  const onNext = async () => {
    if (!current) return;
    const names = current.fields.map((field) => field.name);
    const outcome = await form.validateFields(names);
    const invalidHere = names.filter((name) => outcome.invalidNames.includes(name));
    if (invalidHere.length > 0) {
      reportProblems(invalidHere);
      return;
    }
    setProblem(null);
    goToStep(stepIndex + 1);
  };

  // Enter on a select moves on as it does in a text field (implicit submission skips selects).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLSelectElement)) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  if (!current) return null;
  return (
    <div className="flex flex-col gap-6">
      <CompletionMeter percent={completionPercent(fields, form.values)} />
      <StepList steps={steps} currentIndex={stepIndex} />
      <form
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          void (isLastStep ? onSubmit() : onNext());
        }}
        className="flex flex-col gap-6 rounded-xl border border-line bg-surface p-5 sm:p-6"
        aria-labelledby="calculator-step-heading"
      >
        <div>
          <p className="text-sm text-ink-muted">
            {t('stepCounter', { current: stepIndex + 1, total: steps.length })}
          </p>
          <h2
            id="calculator-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-ink outline-none"
          >
            {t(`steps.${current.key}.title`)}
          </h2>
          <p className="mt-1 text-ink-muted">{t(`steps.${current.key}.description`)}</p>
          <p className="mt-2 text-sm text-ink-muted">{t('requiredNote')}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {current.fields.map((field) => {
            const kind = form.isInvalid(field.name)
              ? fieldErrorKind(field, form.values[field.name])
              : null;
            if (field.unit === 'USD') {
              return (
                <CapitalFieldControl key={field.name} field={field} form={form} errorKind={kind} />
              );
            }
            return (
              <CalculatorFieldControl
                key={field.name}
                field={field}
                value={form.values[field.name] ?? ''}
                onValueChange={(value) => form.setValue(field.name, value)}
                error={
                  kind
                    ? t(`fieldErrors.${kind}`, { min: field.min ?? 0, max: field.max ?? 0 })
                    : undefined
                }
              />
            );
          })}
        </div>
        <div role="alert" className="text-sm font-medium text-danger-700 empty:hidden">
          {problem ? t(problem) : null}
          {error ? describeError(error) : null}
        </div>
        <div className="flex flex-wrap justify-between gap-3">
          <Button
            variant="secondary"
            disabled={stepIndex === 0}
            onClick={() => {
              setProblem(null);
              goToStep(stepIndex - 1);
            }}
          >
            {t('back')}
          </Button>
          <Button type="submit" disabled={isPending}>
            {isLastStep ? (isPending ? t('submitting') : t('submit')) : t('next')}
          </Button>
        </div>
      </form>
    </div>
  );
};
