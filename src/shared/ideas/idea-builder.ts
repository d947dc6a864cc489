import type {
  CompetitionLevel,
  CustomerType,
  ExperienceLevel,
  FundingNeeds,
  MarketingStrategy,
  MarketSize,
  OperationScale,
  ProductType,
  Sector,
} from '#engine/inputs';
import type { BusinessIdea, IdeaLocationFit, IdeaSkill, IdeaTimeNeed } from './idea-types';

/** What the finder filters on besides budget, sector and customer type (those are inputs). */
type FinderTraits = {
  skills: IdeaSkill[];
  exp: ExperienceLevel;
  fit: IdeaLocationFit;
  time: IdeaTimeNeed;
};

/**
 * The idea's calculator inputs in a fixed order, so one idea fits a few lines of the catalogue:
 * customer type, product type, starting capital (USD), headcount, market size, competition,
 * marketing, external funding still needed. The tuple is typed, so a wrong code does not compile.
 */
type InputTuple = [
  CustomerType,
  ProductType,
  number,
  OperationScale,
  MarketSize,
  CompetitionLevel,
  MarketingStrategy,
  FundingNeeds,
];

/** One catalogue entry: [English, Turkish] title and summary, finder traits, inputs. */
export const idea = (
  id: string,
  sector: Sector,
  [titleEn, titleTr]: [string, string],
  [summaryEn, summaryTr]: [string, string],
  traits: FinderTraits,
  [customerType, productType, capital, scale, market, competition, marketing, funding]: InputTuple,
): BusinessIdea => ({
  id,
  sector,
  title: { en: titleEn, tr: titleTr },
  summary: { en: summaryEn, tr: summaryTr },
  skills: traits.skills,
  minExperience: traits.exp,
  locationFit: traits.fit,
  time: traits.time,
  inputs: {
    customerType,
    productType,
    capitalInvestment: capital,
    operationScale: scale,
    marketSize: market,
    competitionLevel: competition,
    marketingStrategy: marketing,
    fundingNeeds: funding,
  },
});
