import { z } from 'zod';
import {
  AREA_TYPES,
  CAPITAL_INVESTMENT_MAX_USD,
  CUSTOMER_TYPES,
  EXPERIENCE_LEVELS,
  SECTOR_CODES,
  type Sector,
} from '#engine/inputs';
import { LOCATION_CODES } from '#engine/locations';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { IDEA_LOCATION_FITS, IDEA_SKILLS, IDEA_TIME_NEEDS } from '../ideas/idea-types';
import { CHOOSE_OPTION_MESSAGE } from '../validation-messages';
import { defineEndpoint } from './endpoint';

/** Ideas per page of finder results. */
export const IDEA_FINDER_PAGE_SIZE = 12;
/** The last page anyone may ask for (the catalogue fills far fewer). */
export const IDEA_FINDER_MAX_PAGE = 50;
/** Longest idea slug accepted in a query. */
export const IDEA_ID_MAX_LENGTH = 80;

const REQUIRED = 'This field is required';
const oneOf = <Code extends string>(values: readonly Code[]) =>
  z.enum(values as [Code, ...Code[]], {
    error: (issue) => (issue.input === undefined ? REQUIRED : CHOOSE_OPTION_MESSAGE),
  });
/** A set of codes: each from the list, each at most once (the list's length bounds it). */
const someOf = <Code extends string>(values: readonly Code[]) =>
  z.array(oneOf(values)).max(values.length);

const SectorSchema = z.enum(SECTOR_CODES as [Sector, ...Sector[]]);
const probability = z.number().min(0).max(1);
const IdeaTextSchema = z.object({ en: z.string(), tr: z.string() });

/** An idea as the catalogue holds it (src/shared/ideas): texts in both languages, codes only. */
export const BusinessIdeaSchema = z.object({
  id: z.string(),
  sector: SectorSchema,
  title: IdeaTextSchema,
  summary: IdeaTextSchema,
  skills: z.array(z.enum(IDEA_SKILLS)).readonly(),
  minExperience: z.enum(EXPERIENCE_LEVELS),
  locationFit: z.enum(IDEA_LOCATION_FITS),
  time: z.enum(IDEA_TIME_NEEDS),
  inputs: CalculatorInputSchema.omit({
    sector: true,
    location: true,
    areaType: true,
    experience: true,
    businessStage: true,
  }),
});
export type BusinessIdeaView = z.infer<typeof BusinessIdeaSchema>;

export const RandomIdeaQuerySchema = z.object({
  /** The idea on screen, so "show another" never shows it again. */
  exclude: z.string().max(IDEA_ID_MAX_LENGTH).optional(),
  sector: oneOf(SECTOR_CODES).optional(),
});
export type RandomIdeaQuery = z.infer<typeof RandomIdeaQuerySchema>;

export const RandomIdeaResponseSchema = z.object({ idea: BusinessIdeaSchema });
export type RandomIdeaResponse = z.infer<typeof RandomIdeaResponseSchema>;

/**
 * The finder's filters. Location, experience and area type describe the founder: they filter and
 * also feed the engine, so each idea is scored for this person. The others only filter; an empty
 * list or an absent value means "any".
 */
export const FindIdeasRequestSchema = z.strictObject({
  location: oneOf(LOCATION_CODES),
  experience: oneOf(EXPERIENCE_LEVELS),
  /** Urban founders see urban, anywhere and online ideas; rural ones rural, anywhere and online. */
  areaType: oneOf(AREA_TYPES).optional(),
  /** The most the founder can put into the start (the idea's starting capital, US dollars). */
  budgetUsd: z
    .number({ error: 'Must be a number' })
    .min(0, 'Must be at least 0')
    .max(
      CAPITAL_INVESTMENT_MAX_USD,
      `Must be no more than ${CAPITAL_INVESTMENT_MAX_USD.toLocaleString('en-US')}`,
    )
    .optional(),
  /** Ideas that use at least one of these skills. */
  skills: someOf(IDEA_SKILLS).optional(),
  sectors: someOf(SECTOR_CODES).optional(),
  customerTypes: someOf(CUSTOMER_TYPES).optional(),
  /** Part-time: only ideas that can start beside a job; full-time: every idea. */
  time: oneOf(IDEA_TIME_NEEDS).optional(),
  /** Only ideas run online, from anywhere. */
  isOnlineOnly: z.boolean().optional(),
  page: z
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(IDEA_FINDER_MAX_PAGE, `Must be no more than ${IDEA_FINDER_MAX_PAGE}`)
    .optional(),
});
export type FindIdeasRequest = z.infer<typeof FindIdeasRequestSchema>;

/** Filters a founder may relax; the empty answer says how many ideas each would let through. */
export const LOOSENABLE_FILTERS = [
  'budgetUsd',
  'skills',
  'sectors',
  'customerTypes',
  'areaType',
  'time',
  'isOnlineOnly',
] as const;
export type LoosenableFilter = (typeof LOOSENABLE_FILTERS)[number];

export const IdeaMatchSchema = z.object({
  idea: BusinessIdeaSchema,
  /** The engine's 5-year survival for this idea and founder, with its 80% interval. */
  estimate: z.object({
    probability,
    interval: z.object({ low: probability, high: probability }),
  }),
  /** The complete calculator input the estimate is for: what "Open in calculator" fills in. */
  calculatorInput: CalculatorInputSchema,
});
export type IdeaMatch = z.infer<typeof IdeaMatchSchema>;

export const FindIdeasResponseSchema = z.object({
  /** This page's ideas, the highest estimate first; ties keep the catalogue's order. */
  matches: z.array(IdeaMatchSchema),
  /** Ideas that pass every filter, on all pages. */
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  pageCount: z.int().min(0),
  modelVersion: z.string(),
  /** Only when nothing matches: the filters that, dropped alone, would let ideas through. */
  loosen: z.array(z.object({ filter: z.enum(LOOSENABLE_FILTERS), matches: z.int().min(1) })),
});
export type FindIdeasResponse = z.infer<typeof FindIdeasResponseSchema>;

export const getRandomIdea = defineEndpoint({
  method: 'GET',
  path: '/api/ideas/random',
  summary:
    'One idea from the curated catalogue, chosen at random (optionally from one sector, never the excluded one). No score: that depends on the founder.',
  tags: ['ideas'],
  auth: 'public',
  query: RandomIdeaQuerySchema,
  response: RandomIdeaResponseSchema,
  ignoresSession: true,
});

export const findIdeas = defineEndpoint({
  method: 'POST',
  path: '/api/ideas/find',
  summary:
    "The catalogue's ideas that pass the founder's filters, ranked by the engine's 5-year survival for this founder (80% interval), ties in catalogue order, one page at a time.",
  tags: ['ideas'],
  auth: 'user',
  body: FindIdeasRequestSchema,
  response: FindIdeasResponseSchema,
});
