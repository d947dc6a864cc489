import type { ReactNode } from 'react';
import type { CalculatorInput, PredictionResult } from '#engine/index';

export type ResultViewProps = {
  result: PredictionResult;
  input: CalculatorInput;
  /** Page-specific buttons (save, share, export) rendered beside the score. */
  actions?: ReactNode;
  /** 1 when the view is the page's main content, 2 when it sits under a page heading. */
  headingLevel?: 1 | 2;
};

const percent = (value: number) => Math.round(value * 100);

/** The full result of one calculation: score, interval, charts and advice (grows over time). */
export const ResultView = ({ result, actions, headingLevel = 1 }: ResultViewProps) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article>
      <Heading className="text-3xl font-bold tracking-tight text-ink">
        {`${percent(result.probability)}% (${percent(result.interval.low)}–${percent(result.interval.high)}%)`}
      </Heading>
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      <p className="mt-2 text-sm text-ink-muted">{result.modelVersion}</p>
    </article>
  );
};
