/** A probability (0..1) as whole percent. */
export const toPercent = (probability: number) => Math.round(probability * 100);

/** Points with one decimal and an explicit sign, e.g. "+2.5" or "−1.0". */
export const formatPoints = (points: number, locale: string) =>
  `${points >= 0 ? '+' : '−'}${Math.abs(points).toLocaleString(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })}`;
