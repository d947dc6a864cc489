import type { Checkup } from '#shared/contracts/business-analyzer';
import { CheckupChange } from './checkup-change';
import { HealthRatios } from './health-ratios';
import { NextActions } from './next-actions';
import { RedFlags } from './red-flags';
import { RunwaySummary } from './runway-summary';
import { SurvivalEstimate } from './survival-estimate';

/** Everything one check-up found, in the order a founder reads it: outlook, cash, ratios, what to do. */
export const CheckupResult = ({ checkup }: { checkup: Checkup }) => {
  const { result, figures } = checkup;
  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <SurvivalEstimate survival={result.survival} monthsOperating={figures.monthsOperating} />
        <RunwaySummary runway={result.runway} currency={figures.currency} />
      </div>
      <RedFlags flags={result.redFlags} />
      <NextActions actions={result.actions} />
      <HealthRatios ratios={result.ratios} currency={figures.currency} />
      <CheckupChange change={result.change} currency={figures.currency} />
    </div>
  );
};
