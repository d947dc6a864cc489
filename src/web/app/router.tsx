import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { paths, redirects } from '#shared/routes';

// The guards load with the first route behind them, not with every page (docs/decisions/009).
const RequireAuth = lazyPage(() => import('./guards/require-auth'), 'RequireAuth');
const RequireBusiness = lazyPage(() => import('./guards/require-business'), 'RequireBusiness');
const LandingPage = lazyPage(() => import('./routes/landing-page'), 'LandingPage');
const AuthPage = lazyPage(() => import('./routes/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyPage(
  () => import('./routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('./routes/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(() => import('./routes/verify-email-page'), 'VerifyEmailPage');
const AboutPage = lazyPage(() => import('./routes/about-page'), 'AboutPage');
const ErrorPage = lazyPage(() => import('./routes/error-page'), 'ErrorPage');
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage');
const OnboardingPage = lazyPage(() => import('./routes/onboarding-page'), 'OnboardingPage');
const BusinessesPage = lazyPage(() => import('./routes/businesses-page'), 'BusinessesPage');
const MyBusinessPage = lazyPage(() => import('./routes/my-business-page'), 'MyBusinessPage');
const WorkspacePage = lazyPage(() => import('./routes/workspace-page'), 'WorkspacePage');
const AnalysisResultsPage = lazyPage(
  () => import('./routes/analysis-results-page'),
  'AnalysisResultsPage',
);
const AnalysesPage = lazyPage(() => import('./routes/analyses-page'), 'AnalysesPage');
const ComparePage = lazyPage(() => import('./routes/compare-page'), 'ComparePage');
const SharedResultPage = lazyPage(() => import('./routes/shared-result-page'), 'SharedResultPage');
const BusinessSimulatorPage = lazyPage(
  () => import('./routes/business-simulator-page'),
  'BusinessSimulatorPage',
);
const SimulatorPage = lazyPage(() => import('./routes/simulator-page'), 'SimulatorPage');
const AccountPage = lazyPage(() => import('./routes/account-page'), 'AccountPage');
const SuccessScorePage = lazyPage(() => import('./routes/success-score-page'), 'SuccessScorePage');
const CalculatorPage = lazyPage(() => import('./routes/calculator-page'), 'CalculatorPage');
const CalculatorResultPage = lazyPage(
  () => import('./routes/calculator-result-page'),
  'CalculatorResultPage',
);
const OutboxPage = lazyPage(() => import('./routes/outbox-page'), 'OutboxPage');
const FeaturesPage = lazyPage(() => import('./routes/features-page'), 'FeaturesPage');
const PricingPage = lazyPage(() => import('./routes/pricing-page'), 'PricingPage');
const ResourcesPage = lazyPage(() => import('./routes/resources-page'), 'ResourcesPage');
const ContactPage = lazyPage(() => import('./routes/contact-page'), 'ContactPage');
const HelpPage = lazyPage(() => import('./routes/help-page'), 'HelpPage');
const BlogPage = lazyPage(() => import('./routes/blog-page'), 'BlogPage');
const BlogPostPage = lazyPage(() => import('./routes/blog-post-page'), 'BlogPostPage');
const TutorialsPage = lazyPage(() => import('./routes/tutorials-page'), 'TutorialsPage');
const KnowledgeBasePage = lazyPage(
  () => import('./routes/knowledge-base-page'),
  'KnowledgeBasePage',
);
const TemplatesPage = lazyPage(() => import('./routes/templates-page'), 'TemplatesPage');
const CaseStudiesPage = lazyPage(() => import('./routes/case-studies-page'), 'CaseStudiesPage');
const PrivacyPolicyPage = lazyPage(
  () => import('./routes/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsPage = lazyPage(() => import('./routes/terms-page'), 'TermsPage');
const FaqPage = lazyPage(() => import('./routes/faq-page'), 'FaqPage');
const NewsletterPage = lazyPage(() => import('./routes/newsletter-page'), 'NewsletterPage');
const NewsletterUnsubscribedPage = lazyPage(
  () => import('./routes/newsletter-unsubscribed-page'),
  'NewsletterUnsubscribedPage',
);
const BlogAdminPage = lazyPage(() => import('./routes/blog-admin-page'), 'BlogAdminPage');
// Issue 15's analysis tools.
const AnalysisPage = lazyPage(() => import('./routes/analysis-page'), 'AnalysisPage');
const AnalysisDetailPage = lazyPage(
  () => import('./routes/analysis-detail-page'),
  'AnalysisDetailPage',
);
const ActionPlansPage = lazyPage(() => import('./routes/action-plans-page'), 'ActionPlansPage');
const AiRecommendationsPage = lazyPage(
  () => import('./routes/ai-recommendations-page'),
  'AiRecommendationsPage',
);
const BusinessIdeaFinderPage = lazyPage(
  () => import('./routes/business-idea-finder-page'),
  'BusinessIdeaFinderPage',
);
const BusinessAnalyzerPage = lazyPage(
  () => import('./routes/business-analyzer-page'),
  'BusinessAnalyzerPage',
);
const ExperimentsPage = lazyPage(() => import('./routes/experiments-page'), 'ExperimentsPage');
const MarketPage = lazyPage(() => import('./routes/market-page'), 'MarketPage');
// Issue 16's token economy, dashboards, notifications and prediction follow-up.
const SubscriptionPage = lazyPage(() => import('./routes/subscription-page'), 'SubscriptionPage');
const SubscriptionCheckoutPage = lazyPage(
  () => import('./routes/subscription-checkout-page'),
  'SubscriptionCheckoutPage',
);
const MembershipPage = lazyPage(() => import('./routes/membership-page'), 'MembershipPage');
const DashboardPage = lazyPage(() => import('./routes/dashboard-page'), 'DashboardPage');
const PersonalizedDashboardPage = lazyPage(
  () => import('./routes/personalized-dashboard-page'),
  'PersonalizedDashboardPage',
);
const ProgressDashboardPage = lazyPage(
  () => import('./routes/progress-dashboard-page'),
  'ProgressDashboardPage',
);
const AnalyticsDashboardPage = lazyPage(
  () => import('./routes/analytics-dashboard-page'),
  'AnalyticsDashboardPage',
);
const NotificationsPage = lazyPage(
  () => import('./routes/notifications-page'),
  'NotificationsPage',
);
const FollowUpsPage = lazyPage(() => import('./routes/follow-ups-page'), 'FollowUpsPage');
const TokensPage = lazyPage(() => import('./routes/tokens-page'), 'TokensPage');
const TrackRecordPage = lazyPage(() => import('./routes/track-record-page'), 'TrackRecordPage');

/** Spec section 2's route table: public, redirects, sign-in group, business group, catch-all last. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: paths.auth, element: <AuthPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.successScore, element: <SuccessScorePage /> },
      { path: paths.calculator, element: <CalculatorPage /> },
      { path: paths.calculatorResult, element: <CalculatorResultPage /> },
      { path: paths.error, element: <ErrorPage /> },
      { path: paths.sharedResult, element: <SharedResultPage /> },
      { path: paths.outbox, element: <OutboxPage /> },
      { path: paths.features, element: <FeaturesPage /> },
      { path: paths.pricing, element: <PricingPage /> },
      { path: paths.resources, element: <ResourcesPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.help, element: <HelpPage /> },
      { path: paths.blog, element: <BlogPage /> },
      { path: paths.blogPost, element: <BlogPostPage /> },
      { path: paths.tutorials, element: <TutorialsPage /> },
      { path: paths.knowledgeBase, element: <KnowledgeBasePage /> },
      { path: paths.templates, element: <TemplatesPage /> },
      { path: paths.caseStudies, element: <CaseStudiesPage /> },
      { path: paths.privacy, element: <PrivacyPolicyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.faq, element: <FaqPage /> },
      { path: paths.newsletter, element: <NewsletterPage /> },
      { path: paths.newsletterUnsubscribed, element: <NewsletterUnsubscribedPage /> },
      { path: paths.market, element: <MarketPage /> },
      { path: paths.subscription, element: <SubscriptionPage /> },
      { path: paths.subscriptionCheckout, element: <SubscriptionCheckoutPage /> },
      { path: paths.membership, element: <MembershipPage /> },
      { path: paths.trackRecord, element: <TrackRecordPage /> },
      ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      {
        element: <RequireAuth />,
        children: [
          { path: paths.aiRecommendations, element: <AiRecommendationsPage /> },
          { path: paths.blogAdmin, element: <BlogAdminPage /> },
          { path: paths.account, element: <AccountPage /> },
          { path: paths.onboarding, element: <OnboardingPage /> },
          { path: paths.businesses, element: <BusinessesPage /> },
          { path: paths.analysisResults, element: <AnalysisResultsPage /> },
          { path: paths.notifications, element: <NotificationsPage /> },
          { path: paths.tokens, element: <TokensPage /> },
          { path: paths.followUps, element: <FollowUpsPage /> },
          {
            // Spec section 4: signed in and at least one business, else /onboarding.
            element: <RequireBusiness />,
            children: [
              { path: paths.workspace, element: <WorkspacePage /> },
              { path: paths.myBusiness, element: <MyBusinessPage /> },
              { path: paths.businessSimulator, element: <BusinessSimulatorPage /> },
              { path: paths.simulator, element: <SimulatorPage /> },
              { path: paths.analyses, element: <AnalysesPage /> },
              { path: paths.compareAnalyses, element: <ComparePage /> },
              { path: paths.analysis, element: <AnalysisPage /> },
              { path: paths.analysisDetail, element: <AnalysisDetailPage /> },
              // The spec's older analysis page: the saved analyses live at /analyses now.
              { path: paths.oldAnalysis, element: <Navigate to={paths.analyses} replace /> },
              { path: paths.actionPlans, element: <ActionPlansPage /> },
              { path: paths.businessIdeaFinder, element: <BusinessIdeaFinderPage /> },
              { path: paths.businessAnalyzer, element: <BusinessAnalyzerPage /> },
              { path: paths.experiments, element: <ExperimentsPage /> },
              { path: paths.dashboard, element: <DashboardPage /> },
              // The spec's older dashboard: one dashboard lives at /dashboard now.
              { path: paths.oldDashboard, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.personalizedDashboard, element: <PersonalizedDashboardPage /> },
              { path: paths.progressDashboard, element: <ProgressDashboardPage /> },
              { path: paths.analyticsDashboard, element: <AnalyticsDashboardPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
