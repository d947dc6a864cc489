import type { ReactNode } from 'react';
import type { SavedCalculation } from '#shared/contracts/calculations';
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
      <>
        {above}
        <h1
          data-testid="calculation-title"
          className="text-3xl font-bold tracking-tight break-words text-ink"
        >
          {calculation.title}
        </h1>
        {below}
      </>
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
