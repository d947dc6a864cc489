import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioRunResult, SimulateResponse } from '#shared/contracts/simulation';
import { SelectField } from '#web/components/ui/select-field';
import { useFormatters } from '#web/lib/use-formatters';
import { BreakEvenHistogram } from './break-even-histogram';
import { CashFanChart } from './cash-fan-chart';
import { DownloadSummary } from './download-summary';
import { HeadlineFigures } from './headline-figures';
import { ScenarioComparison } from './scenario-comparison';

type SimulationResultsProps = {
  response: SimulateResponse;
  nameOf: (scenario: ScenarioRunResult) => string;
};

/** Headline figures and charts of one chosen scenario, then every scenario side by side. */
export const SimulationResults = ({ response, nameOf }: SimulationResultsProps) => {
  const { t } = useTranslation('simulation');
  const format = useFormatters();
  const [chosenId, setChosenId] = useState('base');
  const { scenarios } = response;
  const chosen = scenarios.find((scenario) => scenario.id === chosenId) ?? scenarios[0];
  if (!chosen) return null;
  return (
    <section aria-labelledby="simulator-results-title" className="flex flex-col gap-8">
      <div>
        <h2 id="simulator-results-title" className="text-xl font-semibold text-ink">
          {t('results.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('results.basis', {
            paths: format.number(chosen.result.paths),
            months: chosen.result.months,
            seed: chosen.result.seed,
          })}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t('results.notForecast')}</p>
      </div>
      <SelectField
        id="simulator-chart-scenario"
        label={t('results.chooseScenario')}
        value={chosen.id}
        onChange={(event) => setChosenId(event.target.value)}
        className="max-w-sm"
      >
        {scenarios.map((scenario) => (
          <option key={scenario.id} value={scenario.id}>
            {nameOf(scenario)}
          </option>
        ))}
      </SelectField>
      <HeadlineFigures result={chosen.result} />
      <div className="grid gap-8 lg:grid-cols-2">
        <CashFanChart result={chosen.result} />
        <BreakEvenHistogram result={chosen.result} />
      </div>
      <div className="flex flex-col gap-2">
        <ScenarioComparison scenarios={scenarios} nameOf={nameOf} />
        <p className="text-sm text-ink-muted">{t('comparison.endCashNote')}</p>
      </div>
      <DownloadSummary scenarios={scenarios} nameOf={nameOf} />
    </section>
  );
};
