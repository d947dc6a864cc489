import type { InsightRisk } from '#shared/contracts/insights';
import { paths } from '#shared/routes';

export type DriverTool =
  | 'calculator'
  | 'goalSimulator'
  | 'businessSimulator'
  | 'experiments'
  | 'market'
  | 'businessAnalyzer';

/*
 * Which tool acts on which driver. A founder's own choice can be tried in the calculator (what-if)
 * and searched for in the goal simulator; money choices also play out month by month in the
 * business simulator; the market aimed at, competition and marketing are what a validation
 * experiment tests and the market dashboard describes. A driver that describes the business
 * (sector, place, stage...) is not advice to change: the analyzer and the market data read it.
 */
const MONEY = new Set(['capitalInvestment', 'fundingNeeds']);
const MARKET = new Set(['marketSize', 'competitionLevel', 'marketingStrategy']);

export const toolsForDriver = (
  risk: Pick<InsightRisk, 'input' | 'founderChoice'>,
): DriverTool[] => {
  if (!risk.founderChoice) return ['businessAnalyzer', 'market'];
  const tools: DriverTool[] = ['calculator', 'goalSimulator'];
  if (MONEY.has(risk.input)) tools.push('businessSimulator');
  if (MARKET.has(risk.input)) tools.push('experiments', 'market');
  return tools;
};

const TOOL_PATHS = {
  calculator: paths.calculator,
  goalSimulator: paths.simulator,
  businessSimulator: paths.businessSimulator,
  experiments: paths.experiments,
  market: paths.market,
  businessAnalyzer: paths.businessAnalyzer,
} satisfies Record<DriverTool, string>;

export const toolPath = (tool: DriverTool): string => TOOL_PATHS[tool];
