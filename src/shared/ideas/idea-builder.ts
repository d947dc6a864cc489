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

/*
 * An idea is a few short tuples in a fixed order, so every entry of the catalogue has the same
 * lines and none is long enough to wrap. The tuples are typed, so a wrong code does not compile.
 */

/** What the finder filters on besides budget, sector and customer type (those are inputs). */
type FinderTraits = [
  skills: IdeaSkill[],
  exp: ExperienceLevel,
  fit: IdeaLocationFit,
  time: IdeaTimeNeed,
];

/** The calculator inputs on the business itself; starting capital in USD. */
type BusinessTuple = [
  customerType: CustomerType,
  productType: ProductType,
  capital: number,
  scale: OperationScale,
];

/** The calculator inputs on its market, and the external funding still needed. */
type MarketTuple = [
  market: MarketSize,
  competition: CompetitionLevel,
  marketing: MarketingStrategy,
  funding: FundingNeeds,
];

/** One catalogue entry: [English, Turkish] title and summary, finder traits, inputs. */
export const idea = (
  id: string,
  sector: Sector,
  [titleEn, titleTr]: [string, string],
  [summaryEn, summaryTr]: [string, string],
  [skills, minExperience, locationFit, time]: FinderTraits,
  [customerType, productType, capital, scale]: BusinessTuple,
  [market, competition, marketing, funding]: MarketTuple,
): BusinessIdea => ({
  id,
  sector,
  title: { en: titleEn, tr: titleTr },
  summary: { en: summaryEn, tr: summaryTr },
  skills,
  minExperience,
  locationFit,
  time,
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
