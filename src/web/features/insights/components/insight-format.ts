import { useTranslation } from 'react-i18next';
import { useFieldText } from '#web/lib/field-text';
import { formatPercent, formatPoints } from '#web/lib/format';

/** The insight's number formats and input words in the reader's language. */
export const useInsightFormat = () => {
  const field = useFieldText();
  const { locale } = field;
  return {
    field,
    /** Percentage points of probability (54.7) as a share: "54.7%" / "%54,7". */
    share: (points: number) => formatPercent(points / 100, locale, { digits: 1 }),
    /** A change in points with its sign: "+3.2" / "−1,0". */
    points: (points: number) => formatPoints(points, locale),
  };
};

/** The `insights` namespace's translate function, for components of this feature. */
export const useInsightsText = () => useTranslation('insights');
