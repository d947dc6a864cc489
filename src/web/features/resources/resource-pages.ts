import { paths } from '#shared/routes';

/** The app's pages the resources texts describe (`resources:links.<page>`), with their paths. */
export const RESOURCE_PAGE_PATHS = {
  successScore: paths.successScore,
  knowledgeBase: paths.knowledgeBase,
  tutorials: paths.tutorials,
  templates: paths.templates,
  caseStudies: paths.caseStudies,
  blog: paths.blog,
  faq: paths.faq,
  help: paths.help,
  calculator: paths.calculator,
  resources: paths.resources,
} as const;

export type ResourcePage = keyof typeof RESOURCE_PAGE_PATHS;
