/**
 * The tutorial's three steps, in order: each names its texts (`tutorial:steps.<key>`) and where
 * "try it" leads. Paths are written here because features do not import the app's paths.
 */
export const TUTORIAL_STEPS = [
  { key: 'probability', tryPath: '/calculator' },
  { key: 'reading', tryPath: '/simulator' },
  { key: 'tokens', tryPath: '/pricing' },
] as const;
