import { z } from 'zod';
import type { PredictionResult } from '#engine/index';
import { CALCULATOR_INPUT_NAMES, OPTIONAL_INPUT_NAMES } from '#engine/inputs';
import { type Equals, tie } from '../type-ties';
import { CalculatorInputSchema } from '../calculator/calculator-input-schema';
import { CALCULATOR_STEPS } from '../calculator/field-table';
import { defineEndpoint } from './endpoint';

const SourceRefSchema = z.object({ id: z.string(), grade: z.enum(['A', 'B', 'C']) });
const TextCodeSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const InputNameSchema = z.enum([...CALCULATOR_INPUT_NAMES, ...OPTIONAL_INPUT_NAMES]);
const probability = z.number().min(0).max(1);

export const CalculatorFieldSchema = z.object({
  name: InputNameSchema,
  type: z.enum(['select', 'number']),
  required: z.boolean(),
  step: z.enum(CALCULATOR_STEPS),
  // Codes only: the words are translations (src/web/locales/<lng>/fields.json).
  options: z.array(z.object({ value: z.string() })),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.literal('USD').optional(),
});

export const CalculatorOptionsResponseSchema = z.object({
  fields: z.array(CalculatorFieldSchema),
  example: CalculatorInputSchema,
});
export type CalculatorOptionsResponse = z.infer<typeof CalculatorOptionsResponseSchema>;

export const PredictionResultSchema = z.object({
  probability,
  interval: z.object({ low: probability, high: probability }),
  survivalCurve: z.array(probability).length(5),
  baseline: z.object({ probability, source: SourceRefSchema }),
  locationBase: z.object({
    code: z.string(),
    kind: z.enum(['us_state', 'country', 'fallback']),
    source: SourceRefSchema,
  }),
  contributions: z.array(
    z.object({ input: InputNameSchema, deltaPoints: z.number(), source: SourceRefSchema }),
  ),
  sensitivity: z.array(
    z.object({
      input: InputNameSchema,
      worst: z.object({ value: z.union([z.string(), z.number()]), probability }),
      best: z.object({ value: z.union([z.string(), z.number()]), probability }),
    }),
  ),
  modelVersion: z.string(),
  inputHash: z.string(),
  score: z.number().int().min(0).max(100),
  band: z.enum(['low', 'moderate', 'medium', 'high']),
  label: z.enum(['excellent', 'good', 'moderate', 'challenging', 'difficult']),
  factors: z.array(
    z.object({
      name: z.enum([
        'marketDemand',
        'competition',
        'executionCapability',
        'revenuePotential',
        'scalability',
        'riskLevel',
      ]),
      rating: z.number(),
      inputs: z.array(InputNameSchema),
    }),
  ),
  strengths: z.array(TextCodeSchema),
  challenges: z.array(TextCodeSchema),
  positiveFactors: z.array(TextCodeSchema),
  negativeFactors: z.array(TextCodeSchema),
  neutralFactors: z.array(TextCodeSchema),
  recommendations: z.array(TextCodeSchema),
  commonMistakes: z.array(TextCodeSchema),
  timeToSuccessMonths: z.object({ low: z.number(), high: z.number() }),
  timeToSuccessBasis: TextCodeSchema.optional(),
  similarExamples: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      naicsSector: z.string(),
      country: z.string(),
      foundedYear: z.number(),
      outcome: z.enum(['survived', 'closed']),
      closedYear: z.number().optional(),
      note: TextCodeSchema,
      source: z.object({ title: z.string(), url: z.string() }),
    }),
  ),
});

export const getCalculatorOptions = defineEndpoint({
  method: 'GET',
  path: '/api/calculator/options',
  summary:
    'The calculator fields (12 required, then the optional area type) with their value codes, English and Turkish labels, and a valid example input.',
  tags: ['calculator'],
  auth: 'public',
  response: CalculatorOptionsResponseSchema,
});

export const createPrediction = defineEndpoint({
  method: 'POST',
  path: '/api/predict',
  summary: 'Estimated 5-year survival for a calculator input. Anonymous; nothing is saved.',
  tags: ['calculator'],
  auth: 'public',
  body: CalculatorInputSchema,
  response: PredictionResultSchema,
  ignoresSession: true,
  isResponseTrusted: true,
});

// The wire shape of a prediction is the engine's, both ways (issue 32).
tie<Equals<PredictionResult, z.infer<typeof PredictionResultSchema>>>(true);
