import { paths } from '#shared/routes';

/** Full-screen work areas have no footer (spec section 2). */
const FOOTERLESS_PREFIXES = [
  paths.auth,
  paths.caseStudies,
  paths.analysis,
  paths.templates,
  paths.dashboard,
  paths.businessSimulator,
  paths.subscription,
];

/** True unless `pathname` equals a prefix or lies beneath it (/analysis-results is not beneath /analysis). */
export const isFooterVisible = (pathname: string): boolean =>
  !FOOTERLESS_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
