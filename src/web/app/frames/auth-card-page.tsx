import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card';
import { PageContainer } from './page-container';

type AuthCardPageProps = {
  heading: string;
  intro: string;
  /** Above the heading (the "you need to be logged in" notice on /auth). */
  notice?: ReactNode;
  children: ReactNode;
};

/** The narrow column of /auth and its e-mail pages: the heading, a line of intro, the card. */
export const AuthCardPage = ({ heading, intro, notice, children }: AuthCardPageProps) => (
  <PageContainer className="max-w-md">
    {notice}
    <h1 className="text-3xl font-bold tracking-tight text-ink">{heading}</h1>
    <p className="mt-2 mb-8 text-ink-muted">{intro}</p>
    <Card shape="raised" padding="lg">
      {children}
    </Card>
  </PageContainer>
);
