import { PageContainer } from './page-container';

/** Scaffolding for issue 15: replaced by the real page. */
export const AiRecommendationsPage = () => (
  <PageContainer>
    <h1 className="text-3xl font-bold tracking-tight text-ink">AI recommendations</h1>
  </PageContainer>
);
