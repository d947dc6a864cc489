import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CalculatorInput } from '#engine/inputs';
import type { SavedScenario } from '#shared/contracts/scenarios';
import type { ScenarioRunResult } from '#shared/contracts/simulation';
import { useScenarios } from '../api/find-scenarios';
import { defaultSimulatorCurrency } from '../default-currency';
import { useFormCurrency } from '../hooks/use-form-currency';
import { useSimulationJob } from '../hooks/use-simulation-job';
import { initialSimulationInput } from '../prefill';
import {
  formToInput,
  inputToForm,
  type SimulatorFormOutput,
  type SimulatorFormValues,
  simulatorResolver,
} from '../simulator-form-values';
import { MoneyViewProvider, moneyViewOf } from '#web/lib/money-view';
import { useFormatters } from '#web/lib/use-formatters';
import { RunForm } from './run-form';
import { SavedScenarios } from './saved-scenarios';
import { SimulationResults } from './simulation-results';
import { SimulatorCurrency } from './simulator-currency';
import { SimulatorFormFields } from './simulator-form-fields';

export type SimulatorBusiness = { id: string; name: string; inputs: CalculatorInput | null };

/** The business simulator: the plan form, a run in the worker, results and saved scenarios. */
export const BusinessSimulator = ({ business }: { business: SimulatorBusiness | null }) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const [prefill] = useState(() => initialSimulationInput(business?.inputs));
  const form = useForm<SimulatorFormValues, unknown, SimulatorFormOutput>({
    defaultValues: inputToForm(
      prefill.input,
      undefined,
      defaultSimulatorCurrency(business?.inputs),
    ),
    resolver: simulatorResolver,
  });
  const [currency, setCurrency] = useFormCurrency(form);
  const saved = useScenarios(business?.id ?? null).data ?? [];
  const { state, start, cancel } = useSimulationJob<'simulate'>();
  const [loadedName, setLoadedName] = useState<string | null>(null);

  const onRun = form.handleSubmit(({ input, paths, seed }) => {
    setLoadedName(null);
    // The recession switch is a condition of the run, so it applies to every scenario compared.
    const userScenarios = saved.map((scenario) => ({
      id: scenario.id,
      input: { ...scenario.input, recession: input.recession ?? null },
    }));
    void start({ kind: 'simulate', request: { input, paths, seed, months: 60, userScenarios } });
  });

  const readInput = async () => ((await form.trigger()) ? formToInput(form.getValues()) : null);

  const onLoad = (scenario: SavedScenario) => {
    const { paths, seed } = form.getValues();
    form.reset(inputToForm(scenario.input, { paths, seed }, currency));
    setLoadedName(scenario.name);
  };

  const nameOf = (scenario: ScenarioRunResult) =>
    scenario.kind === 'user'
      ? (saved.find((item) => item.id === scenario.id)?.name ?? t('scenarios.user'))
      : t(`scenarios.${scenario.kind}`);

  const runningPaths = state.status === 'running' ? form.getValues('paths') : 0;
  return (
    <div className="flex flex-col gap-10">
      <p className="rounded-lg border border-line bg-muted px-4 py-3 text-sm text-ink">
        {t(`prefill.${prefill.source}`, { name: business?.name ?? '' })}
      </p>
      <RunForm
        titleId="simulator-plan-title"
        title={t('form.title')}
        onSubmit={onRun}
        submitLabel={t('form.run')}
        canSubmit
        job={state}
        progressLabel={t('progress.label', { paths: format.number(runningPaths) })}
        onCancel={cancel}
        footer={
          <p role="status" className="sr-only">
            {loadedName ? t('saved.loaded', { name: loadedName }) : ''}
          </p>
        }
      >
        <SimulatorCurrency id="simulator-currency" currency={currency} onChange={setCurrency} />
        <SimulatorFormFields form={form} />
      </RunForm>
      {state.result ? (
        // The engine's dollars, written in the form's currency.
        <MoneyViewProvider view={moneyViewOf(currency)}>
          <SimulationResults response={state.result} nameOf={nameOf} />
        </MoneyViewProvider>
      ) : null}
      {business ? (
        <SavedScenarios
          businessId={business.id}
          scenarios={saved}
          readInput={readInput}
          onLoad={onLoad}
        />
      ) : (
        <p className="text-ink-muted">{t('saved.noBusiness')}</p>
      )}
    </div>
  );
};
