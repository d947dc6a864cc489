import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/calculator';
import { registerEndpoint } from '#server/http/register-endpoint';
import { createPrediction, getCalculatorOptions } from './calculator.service';

export const calculatorRoutes = async (app: FastifyInstance) => {
  registerEndpoint(app, contract.getCalculatorOptions, async () => getCalculatorOptions());
  registerEndpoint(app, contract.createPrediction, async (request) =>
    createPrediction({ input: request.body }),
  );
};
