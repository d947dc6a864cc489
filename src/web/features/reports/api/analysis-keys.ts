import { findActionPlans, findReports } from '#shared/contracts/reports';

/**
 * Every query of this feature starts with one of these keys: ticking a step refreshes the list
 * (steps done), the report and the action plans through them.
 */
export const ANALYSIS_LIST_KEY = [findReports.path] as const;
export const ACTION_PLANS_KEY = [findActionPlans.path] as const;
