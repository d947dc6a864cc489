import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

export type CalculatorInput = Record<string, string | number>;

export type SavedCalculation = {
  id: string;
  title: string;
  input: CalculatorInput;
  result: { score: number; modelVersion: string };
  modelVersion: string;
};

/** The calculator's own example input, as the options endpoint serves it. */
export const exampleInput = async (request: APIRequestContext): Promise<CalculatorInput> => {
  const response = await request.get('/api/calculator/options');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { example: CalculatorInput }).example;
};

/** Saves a calculation through the API as whoever the request context is signed in as. */
export const createCalculation = async (
  request: APIRequestContext,
  body: { title?: string; input?: Partial<CalculatorInput> } = {},
): Promise<SavedCalculation> => {
  const input = { ...(await exampleInput(request)), ...body.input };
  const response = await request.post('/api/calculations', {
    data: { input, ...(body.title ? { title: body.title } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedCalculation;
};

export const createBusiness = async (request: APIRequestContext, name = 'Corner Cafe') => {
  const response = await request.post('/api/businesses', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
};

let addressCounter = 0;
/** A fresh browser context with its own client address (sign-up limits are per address). */
export const newClientContext = (browser: Browser, language?: 'en' | 'tr') => {
  addressCounter += 1;
  const seed = (process.pid * 31 + addressCounter * 7919 + Date.now()) % 16_000_000;
  return browser
    .newContext({
      extraHTTPHeaders: {
        'X-Forwarded-For': `10.${(seed >> 16) & 255}.${(seed >> 8) & 255}.${seed & 255}`,
      },
    })
    .then(async (context) => {
      if (language) {
        await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
      }
      return context;
    });
};

/** Marks the browser as signed in the way the app does after a login (local keys only). */
export const mirrorLogin = async (page: Page, user: { id: string; username: string }) => {
  await page.goto('/');
  await page.evaluate(
    ({ id, username }) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('username', username);
    },
    { id: user.id, username: user.username },
  );
};
