import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
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
    <PageHeader
      title={heading}
      lead={intro}
      size="compact"
      spacing="tight"
      leadSize="md"
      className="mb-8"
    />
    <Card shape="raised" padding="lg">
      {children}
    </Card>
  </PageContainer>
);
