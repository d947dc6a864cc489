import type { FastifyInstance } from 'fastify';
import * as contract from '#shared/contracts/calculator';
import { AppError } from '#shared/errors';
import { registerEndpoint } from '../../http/register-endpoint';
import { createPrediction, getCalculatorOptions } from './calculator.service';

export const calculatorRoutes = async (app: FastifyInstance) => {
  registerEndpoint(app, contract.getCalculatorOptions, async () => getCalculatorOptions());
  registerEndpoint(app, contract.createPrediction, async (request) => {
    // The body schema has already run; an absent body cannot reach here, but the type allows it.
    if (!request.body) throw new AppError('VALIDATION_FAILED');
    return createPrediction({ input: request.body });
  });
};
