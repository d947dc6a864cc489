import { z } from 'zod';
import {
  type Insight,
  type ModelNarrative,
  ModelNarrativeSchema,
  NARRATIVE_POINTS_MAX,
  type NarrativeFallbackReason,
  type NarrativeRequest,
} from '#shared/contracts/insights';
import { allowedNumbers, narrativeFacts, unmatchedNumbers } from './narrative-facts';

/** An OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM): LLM_BASE_URL, _API_KEY, _MODEL. */
export type LlmSettings = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long to wait for the answer before the deterministic text is used. */
  timeoutMs?: number;
};

export const LLM_TIMEOUT_MS_DEFAULT = 20_000;

export type NarrativeOutcome =
  | ({ source: 'model'; model: string } & ModelNarrative)
  | { source: 'engine'; reason: NarrativeFallbackReason };

/** Only the parts of the OpenAI answer that are read; anything else in it is ignored. */
const ChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const LANGUAGE_NAMES = { en: 'English', tr: 'Turkish' } as const;

/** Both `https://host/v1` (the OpenAI convention) and `https://host` name the same server. */
export const chatCompletionsUrl = (baseUrl: string): string => {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return `${trimmed}${trimmed.endsWith('/v1') ? '' : '/v1'}/chat/completions`;
};

/**
 * The instructions: the facts' numbers only, and the model's effects told as what they are,
 * associations in published survival statistics of new firms, with what describes the business
 * kept apart from the founder's own choices (the only changes it may suggest).
 */
export const narrativeSystemPrompt = (language: NarrativeRequest['language']) =>
  [
    'You explain the output of a business survival model to a founder.',
    `Write in ${LANGUAGE_NAMES[language]}, plainly, without hype.`,
    'Use only the facts in the JSON the user sends. Quote numbers exactly as they appear there',
    '(points are percentage points of the 5-year survival probability); never compute, estimate',
    'or invent any other number, date or statistic.',
    'Every effect in the facts is an association seen in published survival statistics of new',
    'firms, not a cause. Never say that a change will increase survival or the chances of success,',
    'ensures it or guarantees it, and never say that raising money, hiring or incorporating makes',
    'a business survive. Say what the figures show instead, for example "firms that started with',
    'more money survived more often (an association)", and that the estimate moves by so many points.',
    'Keep two things apart. "describesTheBusiness" (sector, place, stage, team size, legal form,',
    'main or side activity, customers, product) says how firms like this one fared: never advise',
    'changing it. "founderChoices" are the founder\'s own choices: recommend only the single changes',
    'listed there.',
    `Answer with one JSON object: {"summary": string, "points": string[]} (at most ${NARRATIVE_POINTS_MAX} points).`,
  ].join(' ');

/** Models often wrap JSON in a Markdown fence even when asked not to. */
const stripFence = (content: string) =>
  content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');

const parseNarrative = (content: string): ModelNarrative | null => {
  try {
    const parsed = ModelNarrativeSchema.safeParse(JSON.parse(stripFence(content)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Asks the model for a narrative of one insight and keeps it only if it is well-formed and every
 * number it quotes is one of the engine's. Any failure (timeout, network, HTTP error, bad JSON,
 * a wrong number) returns the reason instead, and the caller shows the deterministic text.
 */
export const writeNarrative = async (
  settings: LlmSettings,
  insight: Insight,
  language: NarrativeRequest['language'],
): Promise<NarrativeOutcome> => {
  const facts = narrativeFacts(insight);
  let content: string;
  try {
    const response = await fetch(chatCompletionsUrl(settings.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: narrativeSystemPrompt(language) },
          { role: 'user', content: JSON.stringify(facts) },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? LLM_TIMEOUT_MS_DEFAULT),
    });
    if (!response.ok) return { source: 'engine', reason: 'unavailable' };
    const completion = ChatCompletionSchema.safeParse(await response.json());
    if (!completion.success) return { source: 'engine', reason: 'invalid_answer' };
    content = completion.data.choices[0]?.message.content ?? '';
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    // A JSON syntax error in the HTTP body itself is an invalid answer, not an outage.
    if (error instanceof SyntaxError) return { source: 'engine', reason: 'invalid_answer' };
    return { source: 'engine', reason: timedOut ? 'timeout' : 'unavailable' };
  }
  const narrative = parseNarrative(content);
  if (!narrative) return { source: 'engine', reason: 'invalid_answer' };
  const allowed = allowedNumbers(facts);
  const text = [narrative.summary, ...narrative.points].join('\n');
  if (unmatchedNumbers(text, allowed).length > 0) {
    return { source: 'engine', reason: 'rejected_numbers' };
  }
  return { source: 'model', model: settings.model, ...narrative };
};
