/**
 * Bands that follow one another without a gap or an overlap, written as each band's start, in
 * order: a boundary is stated once, as the next band's start, so two neighbours cannot disagree
 * about it. A band runs from its start up to the next band's start (the last one up to `end`).
 */
export const bandsFromStarts = <const Id extends string>(
  starts: Readonly<Record<Id, number>>,
  end: number,
): { id: Id; low: number; high: number }[] => {
  // Object.entries keeps the written order (the ids are never integer-like).
  const entries = Object.entries(starts) as [Id, number][];
  return entries.map(([id, low], index) => ({ id, low, high: entries[index + 1]?.[1] ?? end }));
};
