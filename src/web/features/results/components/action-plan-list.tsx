import { useTranslation } from 'react-i18next';
import type { PredictionResult } from '#engine/index';
import { Card } from '#web/components/ui/card';
import { type ActionStep, buildActionPlan } from '../action-plan';
import { useEngineText } from '../hooks/use-engine-text';

/** The derived action plan: ordered steps, each with its time frame. */
export const ActionPlanList = ({ result }: { result: PredictionResult }) => {
  const { t } = useTranslation('results');
  const { text } = useEngineText();
  const describe = (step: ActionStep) =>
    'own' in step.text ? t(`actionPlan.${step.text.own}`) : text(step.text);
  const timeframe = (step: ActionStep) =>
    step.when.key === 'milestone'
      ? t('actionPlan.when.milestone', { low: step.when.low, high: step.when.high })
      : t(`actionPlan.when.${step.when.key}`);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted">{t('actionPlan.intro')}</p>
      <ol className="flex flex-col gap-3">
        {buildActionPlan(result).map((step, index) => (
          <Card key={index} as="li" className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white">
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-semibold text-primary-strong">{timeframe(step)}</p>
              <p className="text-ink">{describe(step)}</p>
            </div>
          </Card>
        ))}
      </ol>
    </div>
  );
};
