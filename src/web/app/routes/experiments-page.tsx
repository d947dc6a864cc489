import { PageContainer } from './page-container';

/** Scaffolding for issue 15: replaced by the real page. */
export const ExperimentsPage = () => (
  <PageContainer>
    <h1 className="text-3xl font-bold tracking-tight text-ink">Validation experiments</h1>
  </PageContainer>
);
