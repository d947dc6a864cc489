/**
 * The app's paths this feature links to. Features sit below app/ and cannot import its paths, so
 * the pages pass them in (src/web/app/routes/dashboard-links.ts builds this from paths.ts).
 */
export type DashboardLinks = {
  calculator: string;
  /** The comprehensive analysis of the current business (request a new one). */
  analysis: string;
  analysisDetail: (analysisId: string) => string;
  /** A saved calculation's results. */
  calculationResult: (calculationId: string) => string;
  actionPlans: string;
  workspace: string;
  subscription: string;
  followUps: string;
  experiments: string;
  businessAnalyzer: string;
  businessSimulator: string;
  goalSimulator: string;
  market: string;
  aiRecommendations: string;
  personalizedDashboard: string;
  progressDashboard: string;
  analyticsDashboard: string;
};
