import { paths } from '#shared/routes';

/** The business tools, linked from the workspace and the my-business page (businesses `links.*`). */
export const TOOL_LINKS = [
  { to: paths.calculator, key: 'calculator' },
  { to: paths.businessSimulator, key: 'businessSimulator' },
  { to: paths.simulator, key: 'goalSimulator' },
] as const;
