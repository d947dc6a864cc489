// The insights module's public entry. app.ts, other modules, scripts and tests import
// only this file (eslint.config.js); inside the module, files import each other directly.
export { insightsRoutes } from './insights.routes';
export { getBusinessInsight } from './insights.service';
export type { LlmSettings } from './llm-narrative';
