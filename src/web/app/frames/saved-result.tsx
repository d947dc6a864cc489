import type { ReactNode } from 'react';
import type { SavedCalculation } from '#shared/contracts/calculations';
import { PageHeader } from '#web/components/ui/page-header';
import { ResultView } from '#web/features/results/components/result-view';
import { WidePage } from './wide-page';

type SavedResultProps = {
  calculation: Pick<SavedCalculation, 'title' | 'input' | 'capitalEntry' | 'result'>;
  /** Above the title (a back link, a read-only note). */
  above?: ReactNode;
  /** Under the title (when it was saved). */
  below?: ReactNode;
  /** The result's action buttons. */
  actions: ReactNode;
};

/** A saved calculation's page: its title as the h1, then the result with its actions. */
export const SavedResult = ({ calculation, above, below, actions }: SavedResultProps) => (
  <WidePage
    header={
      <PageHeader
        back={above}
        title={calculation.title}
        titleTestId="calculation-title"
        size="compact"
        spacing="tight"
      >
        {below}
      </PageHeader>
    }
  >
    <ResultView
      result={calculation.result}
      input={calculation.input}
      capitalEntry={calculation.capitalEntry}
      headingLevel={2}
      actions={actions}
    />
  </WidePage>
);
