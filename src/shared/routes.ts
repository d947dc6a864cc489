import type { Language } from './constants';

/*
 * Every route of the app (spec section 2) in one place: the web app's router, its features, the
 * server's mails, notifications and sitemap, and the help content all read it. `href` builds the
 * concrete address of a route with parameters, so no caller writes a path by hand.
 */

/** Every route path of the app (spec section 2). */
export const paths = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  resources: '/resources',
  about: '/about',
  contact: '/contact',
  help: '/help',
  auth: '/auth',
  /** The e-mail account's pages; mailed links open the last two. */
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  blog: '/blog',
  blogPost: '/blog/:slug',
  tutorials: '/tutorials',
  knowledgeBase: '/knowledge-base',
  templates: '/templates',
  caseStudies: '/case-studies',
  subscription: '/subscription',
  subscriptionCheckout: '/subscription-checkout',
  membership: '/membership',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  faq: '/faq',
  error: '/error',
  /** A read-only shared calculation (token from a share link). */
  sharedResult: '/shared/:token',
  calculator: '/calculator',
  calculatorResult: '/calculator/result',
  successScore: '/success-score',
  newsletter: '/newsletter',
  newsletterUnsubscribed: '/newsletter/unsubscribed',
  /** Issue 15's market dashboard: sector trends from the BDS, top companies, trending ideas. */
  market: '/market',
  /** Issue 16's public record of predicted against reported outcomes. */
  trackRecord: '/track-record',
  /** Mail kept instead of sent; the server serves it only without SMTP_URL, on this machine. */
  outbox: '/dev/outbox',

  // Sign-in required.
  blogAdmin: '/blog-admin',
  aiRecommendations: '/ai-recommendations',
  businesses: '/businesses',
  onboarding: '/onboarding',
  account: '/account',
  analysisResults: '/analysis-results/:id',
  notifications: '/notifications',
  /** The signed-in user's token balance and paged token history. */
  tokens: '/tokens',
  /** Issue 16's follow-up questions: what happened 6, 12 and 24 months after a saved calculation. */
  followUps: '/follow-ups',

  // Sign-in and a business required.
  dashboard: '/dashboard',
  oldDashboard: '/old-dashboard',
  personalizedDashboard: '/personalized-dashboard',
  progressDashboard: '/progress-dashboard',
  analyticsDashboard: '/analytics-dashboard',
  workspace: '/workspace',
  myBusiness: '/my-business',
  analyses: '/analyses',
  compareAnalyses: '/analyses/compare',
  actionPlans: '/action-plans',
  analysis: '/analysis',
  oldAnalysis: '/old-analysis',
  analysisDetail: '/analysis/:id',
  businessIdeaFinder: '/business-idea-finder',
  /** Issue 15's analyzer of an operating business (the spec's "new analyzer"). */
  businessAnalyzer: '/business-analyzer',
  /** Issue 15's validation experiments: evidence of demand against criteria set beforehand. */
  experiments: '/experiments',
  businessSimulator: '/business-simulator',
  simulator: '/simulator',
} as const;

/** The old sign-in path: it opens /auth, and like /auth it is never a page to come back to. */
export const oldSignInPath = '/login';

/** Old paths kept working (spec section 2). */
export const redirects = [
  { from: oldSignInPath, to: paths.auth },
  { from: '/business-analysis', to: paths.analysis },
  { from: '/comprehensive-analysis', to: paths.analysis },
  { from: '/business-simulation', to: paths.businessSimulator },
  { from: '/settings', to: paths.account },
  { from: '/landing', to: paths.home },
  { from: '/home', to: paths.home },
] as const;

export const signUpPath = `${paths.auth}?tab=sign-up`;

type Path = (typeof paths)[keyof typeof paths];

const withParam = (path: Path, name: string, value: string) =>
  path.replace(`:${name}`, encodeURIComponent(value));

/** Addresses of routes with parameters (and of a few with a query the page reads). */
export const href = {
  /**
   * A post's address. Slugs are unique per language only and the app keeps its language in the
   * browser, so a shared link carries it in the query and opens the post it names.
   */
  blogPost: (slug: string, language?: Language) =>
    `${withParam(paths.blogPost, 'slug', slug)}${language ? `?lang=${language}` : ''}`,
  sharedResult: (token: string) => withParam(paths.sharedResult, 'token', token),
  calculationResult: (calculationId: string) =>
    withParam(paths.analysisResults, 'id', calculationId),
  report: (reportId: string) => withParam(paths.analysisDetail, 'id', reportId),
  /** A help article of the knowledge base, by its anchor. */
  knowledgeBase: (anchor: string) => `${paths.knowledgeBase}#${anchor}`,
  faq: (anchor: string) => `${paths.faq}#${anchor}`,
  tutorials: (anchor: string) => `${paths.tutorials}#${anchor}`,
  /** The idea finder with one sector ticked (its filters live in the address; `?sector=` repeats). */
  businessIdeaFinder: (sector: string) =>
    `${paths.businessIdeaFinder}?${new URLSearchParams({ sector }).toString()}`,
  /** Two saved calculations side by side. */
  compareCalculations: (firstId: string, secondId: string) =>
    `${paths.compareAnalyses}?${new URLSearchParams({ a: firstId, b: secondId }).toString()}`,
  /** The blog admin's editor of one post (or of a new one: `'new'`). */
  blogPostEditor: (postId: string) => `${paths.blogAdmin}?edit=${encodeURIComponent(postId)}`,
} as const;

/**
 * The public pages that are content worth finding (spec section 2's public routes that are real
 * pages, plus the calculator pages its copy names), for `sitemap.xml`. Left out: /auth and
 * /error (no content), /subscription-checkout (a step of a purchase, not a page to land on), and
 * signed-in pages. Blog posts are added one by one.
 */
export const SITEMAP_PAGES = [
  paths.home,
  paths.features,
  paths.pricing,
  paths.resources,
  paths.about,
  paths.contact,
  paths.help,
  paths.blog,
  paths.tutorials,
  paths.knowledgeBase,
  paths.templates,
  paths.caseStudies,
  paths.privacy,
  paths.terms,
  paths.faq,
  paths.calculator,
  paths.successScore,
  paths.newsletter,
  paths.subscription,
  paths.membership,
  paths.trackRecord,
] as const;
