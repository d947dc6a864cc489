import type { DashboardLinks } from '#web/features/dashboards/components/dashboard-links';
import { paths } from '#shared/routes';

const withId = (path: string) => (id: string) => path.replace(':id', encodeURIComponent(id));

/** Where the dashboards' links lead: the app's paths, which the feature cannot import itself. */
export const DASHBOARD_LINKS: DashboardLinks = {
  calculator: paths.calculator,
  analysis: paths.analysis,
  analysisDetail: withId(paths.analysisDetail),
  calculationResult: withId(paths.analysisResults),
  actionPlans: paths.actionPlans,
  workspace: paths.workspace,
  subscription: paths.subscription,
  followUps: paths.followUps,
  experiments: paths.experiments,
  businessAnalyzer: paths.businessAnalyzer,
  businessSimulator: paths.businessSimulator,
  goalSimulator: paths.simulator,
  market: paths.market,
  aiRecommendations: paths.aiRecommendations,
  personalizedDashboard: paths.personalizedDashboard,
  progressDashboard: paths.progressDashboard,
  analyticsDashboard: paths.analyticsDashboard,
};
