import type { CalculatorInput } from '../inputs';
import type { CorePrediction, Explanation } from '../prediction-types';
import { deriveCommonMistakes } from './common-mistakes';
import { contributionText, groupContributions } from './contribution-groups';
import { rateFactors } from './rated-factors';
import { deriveRecommendations } from './recommendations';
import { toScore, toScoreBand, toScoreLabel } from './score-band';
import { findSimilarExamples } from './similar-examples';
import { deriveStrengthsAndChallenges } from './strengths-challenges';
import { estimateTimeToSuccess } from './time-to-success';

/**
 * The explanation layer of a prediction: score (0-100), band, label, six rated factors (0-100),
 * strengths, challenges, positive/negative/neutral factors, recommendations, common mistakes,
 * time to sustained profitability (months, a labelled rule of thumb) and up to four real similar
 * businesses. Pure and deterministic: the same input and core give the same output. All text is
 * returned as codes with params; the web app translates `engine.<code>`.
 */
export function explainPrediction(input: CalculatorInput, core: CorePrediction): Explanation {
  const score = toScore(core.probability);
  const groups = groupContributions(core.contributions);
  const { strengths, challenges } = deriveStrengthsAndChallenges(input, core, groups);
  const timeToSuccess = estimateTimeToSuccess(input);
  return {
    score,
    band: toScoreBand(score),
    label: toScoreLabel(score),
    factors: rateFactors(input, core),
    strengths,
    challenges,
    positiveFactors: groups.positive.map((entry) => contributionText('positive', entry, input)),
    negativeFactors: groups.negative.map((entry) => contributionText('negative', entry, input)),
    neutralFactors: groups.neutral.map((entry) => contributionText('neutral', entry, input)),
    recommendations: deriveRecommendations(input, core),
    commonMistakes: deriveCommonMistakes(input),
    timeToSuccessMonths: timeToSuccess.months,
    timeToSuccessBasis: timeToSuccess.basis,
    similarExamples: findSimilarExamples(input),
  };
}
