import type { ReactNode } from 'react';

/** A bordered group of simulator fields named by its legend. */
export const FormGroup = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="rounded-lg border border-line p-4">
    <legend className="px-1 font-semibold text-ink">{legend}</legend>
    {children}
  </fieldset>
);
