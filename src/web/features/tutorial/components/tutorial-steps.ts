import { paths } from '#shared/routes';

/**
 * The tutorial's three steps, in order: each names its texts (`tutorial:steps.<key>`) and where
 * "try it" leads.
 */
export const TUTORIAL_STEPS = [
  { key: 'probability', tryPath: paths.calculator },
  { key: 'reading', tryPath: paths.simulator },
  { key: 'tokens', tryPath: paths.pricing },
] as const;
