/** Every route path of the app (spec section 2), in one place. */
export const paths = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  resources: '/resources',
  about: '/about',
  contact: '/contact',
  help: '/help',
  auth: '/auth',
  /** The e-mail account's pages; mailed links open the last two (EMAIL_LINK_PATHS, checked in a test). */
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

/** Old paths kept working (spec section 2). */
export const redirects = [
  { from: '/login', to: paths.auth },
  { from: '/business-analysis', to: paths.analysis },
  { from: '/comprehensive-analysis', to: paths.analysis },
  { from: '/business-simulation', to: paths.businessSimulator },
  { from: '/settings', to: paths.account },
  { from: '/landing', to: paths.home },
  { from: '/home', to: paths.home },
] as const;

export const signUpPath = `${paths.auth}?tab=sign-up`;
