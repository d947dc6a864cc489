import { paths } from '#shared/routes';

/** The header's page links (spec section 2), shared by the desktop bar and the mobile menu. */
export const NAV_ITEMS = [
  { to: paths.features, labelKey: 'nav.features' },
  { to: paths.pricing, labelKey: 'nav.pricing' },
  { to: paths.resources, labelKey: 'nav.resources' },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.tutorials, labelKey: 'nav.tutorials' },
  { to: paths.market, labelKey: 'nav.market' },
] as const;
