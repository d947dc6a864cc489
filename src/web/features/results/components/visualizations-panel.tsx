import { Tabs } from '#web/components/ui/tabs';
import { useTranslation } from 'react-i18next';
import type { CalculatorInput, PredictionResult } from '#engine/index';
import { ContributionWaterfall } from './contribution-waterfall';
import { FactorRadar } from './factor-radar';
import { GrowthProjectionChart } from './growth-projection-chart';
import { SensitivityTornado } from './sensitivity-tornado';
import { SurvivalCurve } from './survival-curve';

export const RESULT_VIEWS = ['radar', 'factors', 'financials', 'breakdown'] as const;

const viewClassName =
  'rounded-md border border-line-strong px-3 py-1.5 text-sm font-medium text-ink hover:bg-muted data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-white';

/** The views of spec section 1: Radar, Factors, Financials and Breakdown. */
export const VisualizationsPanel = ({
  result,
  input,
}: {
  result: PredictionResult;
  input: CalculatorInput;
}) => {
  const { t } = useTranslation('results');
  return (
    <Tabs.Root defaultValue="radar" className="flex flex-col gap-6">
      <Tabs.List aria-label={t('viewsLabel')} className="flex flex-wrap gap-2">
        {RESULT_VIEWS.map((view) => (
          <Tabs.Trigger key={view} value={view} className={viewClassName}>
            {t(`views.${view}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="radar" className="outline-none">
        <FactorRadar factors={result.factors} />
      </Tabs.Content>
      <Tabs.Content value="factors" className="outline-none">
        <SensitivityTornado result={result} input={input} />
      </Tabs.Content>
      <Tabs.Content value="financials" className="flex flex-col gap-10 outline-none">
        <GrowthProjectionChart input={input} survivalCurve={result.survivalCurve} />
        <SurvivalCurve survivalCurve={result.survivalCurve} />
      </Tabs.Content>
      <Tabs.Content value="breakdown" className="outline-none">
        <ContributionWaterfall result={result} />
      </Tabs.Content>
    </Tabs.Root>
  );
};
