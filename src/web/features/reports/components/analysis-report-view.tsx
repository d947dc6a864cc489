import type { ReactNode } from 'react';
import type { Report } from '#shared/contracts/reports';
import { ActionPlan } from './action-plan';
import { ReportCompetition } from './report-competition';
import { ReportMarket } from './report-market';
import { ReportOverview } from './report-overview';
import { ReportNextSteps, ReportResources } from './report-resources';
import { ReportSwot } from './report-swot';
import { ReportTimeline } from './report-timeline';

export type ReportViewProps = {
  analysis: Report;
  /** Sections from other features (the insights panel), placed after the market insights. */
  insights?: ReactNode;
};

/** Every section of a saved analysis, in reading order. */
export const ReportView = ({ analysis, insights }: ReportViewProps) => {
  const { report } = analysis;
  return (
    <div className="flex flex-col gap-10">
      <ReportOverview overview={report.overview} />
      <ReportSwot swot={report.swot} />
      <ReportCompetition competition={report.competition} />
      <ReportMarket market={report.market} />
      {insights}
      <ActionPlan analysisId={analysis.id} steps={analysis.steps} />
      <ReportTimeline timeline={report.timeline} createdAt={analysis.createdAt} />
      <ReportResources resources={report.resources} />
      <ReportNextSteps nextSteps={report.nextSteps} />
    </div>
  );
};
