import type { FastifyInstance } from 'fastify';
import { EXAMPLE_CALCULATOR_INPUT } from '#shared/calculator/fields';
import { type SavedCalculation, SavedCalculationSchema } from '#shared/contracts/calculations';

type InjectOptions = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  cookie?: string | undefined;
  payload?: unknown;
};

/** One API call as a signed-in (or anonymous) JSON client. */
export const callApi = (app: FastifyInstance, options: InjectOptions) =>
  app.inject({
    method: options.method,
    url: options.url,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.payload !== undefined ? { payload: JSON.stringify(options.payload) } : {}),
  });

/** Saves a calculation of the example input (with changes) and returns the parsed answer. */
export const saveCalculation = async (
  app: FastifyInstance,
  cookie: string,
  body: { title?: string; input?: Partial<typeof EXAMPLE_CALCULATOR_INPUT> } = {},
): Promise<SavedCalculation> => {
  const response = await callApi(app, {
    method: 'POST',
    url: '/api/calculations',
    cookie,
    payload: {
      input: { ...EXAMPLE_CALCULATOR_INPUT, ...body.input },
      ...(body.title !== undefined ? { title: body.title } : {}),
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  }
  return SavedCalculationSchema.parse(response.json());
};
