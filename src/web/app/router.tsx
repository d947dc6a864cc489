import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { paths, redirects } from './paths';
import type { PlannedPageKey } from './routes/planned-page';

// The guards load with the first route behind them, not with every page (docs/decisions/009).
const RequireAuth = lazyPage(() => import('./guards/require-auth').then((m) => m.RequireAuth));
const RequireBusiness = lazyPage(() =>
  import('./guards/require-business').then((m) => m.RequireBusiness),
);
const LandingPage = lazyPage(() => import('./routes/landing-page').then((m) => m.LandingPage));
const AuthPage = lazyPage(() => import('./routes/auth-page').then((m) => m.AuthPage));
const ForgotPasswordPage = lazyPage(() =>
  import('./routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('./routes/reset-password-page').then((m) => m.ResetPasswordPage),
);
const VerifyEmailPage = lazyPage(() =>
  import('./routes/verify-email-page').then((m) => m.VerifyEmailPage),
);
const AboutPage = lazyPage(() => import('./routes/about-page').then((m) => m.AboutPage));
const ErrorPage = lazyPage(() => import('./routes/error-page').then((m) => m.ErrorPage));
const NotFoundPage = lazyPage(() => import('./routes/not-found-page').then((m) => m.NotFoundPage));
const OnboardingPage = lazyPage(() =>
  import('./routes/onboarding-page').then((m) => m.OnboardingPage),
);
const BusinessesPage = lazyPage(() =>
  import('./routes/businesses-page').then((m) => m.BusinessesPage),
);
const MyBusinessPage = lazyPage(() =>
  import('./routes/my-business-page').then((m) => m.MyBusinessPage),
);
const WorkspacePage = lazyPage(() =>
  import('./routes/workspace-page').then((m) => m.WorkspacePage),
);
const AnalysisResultsPage = lazyPage(() =>
  import('./routes/analysis-results-page').then((m) => m.AnalysisResultsPage),
);
const AnalysesPage = lazyPage(() => import('./routes/analyses-page').then((m) => m.AnalysesPage));
const ComparePage = lazyPage(() => import('./routes/compare-page').then((m) => m.ComparePage));
const SharedResultPage = lazyPage(() =>
  import('./routes/shared-result-page').then((m) => m.SharedResultPage),
);
const BusinessSimulatorPage = lazyPage(() =>
  import('./routes/business-simulator-page').then((m) => m.BusinessSimulatorPage),
);
const SimulatorPage = lazyPage(() =>
  import('./routes/simulator-page').then((m) => m.SimulatorPage),
);
const AccountPage = lazyPage(() => import('./routes/account-page').then((m) => m.AccountPage));
const PlannedPage = lazyPage(() => import('./routes/planned-page').then((m) => m.PlannedPage));
const SuccessScorePage = lazyPage(() =>
  import('./routes/success-score-page').then((m) => m.SuccessScorePage),
);
const CalculatorPage = lazyPage(() =>
  import('./routes/calculator-page').then((m) => m.CalculatorPage),
);
const CalculatorResultPage = lazyPage(() =>
  import('./routes/calculator-result-page').then((m) => m.CalculatorResultPage),
);
const OutboxPage = lazyPage(() => import('./routes/outbox-page').then((m) => m.OutboxPage));
const FeaturesPage = lazyPage(() => import('./routes/features-page').then((m) => m.FeaturesPage));
const PricingPage = lazyPage(() => import('./routes/pricing-page').then((m) => m.PricingPage));
const ResourcesPage = lazyPage(() =>
  import('./routes/resources-page').then((m) => m.ResourcesPage),
);
const ContactPage = lazyPage(() => import('./routes/contact-page').then((m) => m.ContactPage));
const HelpPage = lazyPage(() => import('./routes/help-page').then((m) => m.HelpPage));
const BlogPage = lazyPage(() => import('./routes/blog-page').then((m) => m.BlogPage));
const BlogPostPage = lazyPage(() => import('./routes/blog-post-page').then((m) => m.BlogPostPage));
const TutorialsPage = lazyPage(() =>
  import('./routes/tutorials-page').then((m) => m.TutorialsPage),
);
const KnowledgeBasePage = lazyPage(() =>
  import('./routes/knowledge-base-page').then((m) => m.KnowledgeBasePage),
);
const TemplatesPage = lazyPage(() =>
  import('./routes/templates-page').then((m) => m.TemplatesPage),
);
const CaseStudiesPage = lazyPage(() =>
  import('./routes/case-studies-page').then((m) => m.CaseStudiesPage),
);
const PrivacyPolicyPage = lazyPage(() =>
  import('./routes/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
);
const TermsPage = lazyPage(() => import('./routes/terms-page').then((m) => m.TermsPage));
const FaqPage = lazyPage(() => import('./routes/faq-page').then((m) => m.FaqPage));
const NewsletterPage = lazyPage(() =>
  import('./routes/newsletter-page').then((m) => m.NewsletterPage),
);
const NewsletterUnsubscribedPage = lazyPage(() =>
  import('./routes/newsletter-unsubscribed-page').then((m) => m.NewsletterUnsubscribedPage),
);
const BlogAdminPage = lazyPage(() =>
  import('./routes/blog-admin-page').then((m) => m.BlogAdminPage),
);

// Pages whose features later issues build: each is reachable now with an honest description.
type Planned = readonly (readonly [path: string, pageKey: PlannedPageKey])[];

const PUBLIC_PLANNED: Planned = [
  [paths.subscription, 'subscription'],
  [paths.subscriptionCheckout, 'subscriptionCheckout'],
  [paths.membership, 'membership'],
];

const SIGNED_IN_PLANNED: Planned = [[paths.aiRecommendations, 'aiRecommendations']];

const BUSINESS_PLANNED: Planned = [
  [paths.dashboard, 'dashboard'],
  [paths.oldDashboard, 'oldDashboard'],
  [paths.personalizedDashboard, 'personalizedDashboard'],
  [paths.progressDashboard, 'progressDashboard'],
  [paths.analyticsDashboard, 'analyticsDashboard'],
  [paths.actionPlans, 'actionPlans'],
  [paths.analysis, 'analysis'],
  [paths.oldAnalysis, 'oldAnalysis'],
  [paths.analysisDetail, 'analysisDetail'],
  [paths.businessIdeaFinder, 'businessIdeaFinder'],
];

const plannedRoutes = (planned: Planned): RouteObject[] =>
  planned.map(([path, pageKey]) => ({ path, element: <PlannedPage pageKey={pageKey} /> }));

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
      ...plannedRoutes(PUBLIC_PLANNED),
      ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      {
        element: <RequireAuth />,
        children: [
          ...plannedRoutes(SIGNED_IN_PLANNED),
          { path: paths.blogAdmin, element: <BlogAdminPage /> },
          { path: paths.account, element: <AccountPage /> },
          { path: paths.onboarding, element: <OnboardingPage /> },
          { path: paths.businesses, element: <BusinessesPage /> },
          { path: paths.analysisResults, element: <AnalysisResultsPage /> },
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
              ...plannedRoutes(BUSINESS_PLANNED),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
