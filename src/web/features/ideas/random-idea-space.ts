/**
 * The height the home page keeps for the random idea before it loads (module and texts arrive
 * after the page is shown), so the page below it does not move: the tallest card at each width.
 */
export const RANDOM_IDEA_SECTION_CLASS = 'min-h-[45.5rem] sm:min-h-[29rem] lg:min-h-[27.5rem]';
