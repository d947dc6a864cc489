import type accessibility from '../locales/en/accessibility.json';
import type account from '../locales/en/account.json';
import type auth from '../locales/en/auth.json';
import type businesses from '../locales/en/businesses.json';
import type calculations from '../locales/en/calculations.json';
import type calculator from '../locales/en/calculator.json';
import type common from '../locales/en/common.json';
import type connectivity from '../locales/en/connectivity.json';
import type consent from '../locales/en/consent.json';
import type engine from '../locales/en/engine.json';
import type errors from '../locales/en/errors.json';
import type exportTexts from '../locales/en/export.json';
import type fields from '../locales/en/fields.json';
import type landing from '../locales/en/landing.json';
import type outbox from '../locales/en/outbox.json';
import type pages from '../locales/en/pages.json';
import type results from '../locales/en/results.json';
import type score from '../locales/en/score.json';
import type session from '../locales/en/session.json';
import type simulator from '../locales/en/simulator.json';
import type blogTexts from '../locales/en/blog.json';
import type newsletterTexts from '../locales/en/newsletter.json';
import type contactTexts from '../locales/en/contact.json';
import type helpTexts from '../locales/en/help.json';
import type templatesTexts from '../locales/en/templates.json';
import type caseStudiesTexts from '../locales/en/caseStudies.json';
import type resourcesTexts from '../locales/en/resources.json';
import type featuresTexts from '../locales/en/features.json';
import type pricingTexts from '../locales/en/pricing.json';
import type legalTexts from '../locales/en/legal.json';

// English is the reference: keys missing here are type errors; scripts/i18n-check.ts keeps tr equal.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      accessibility: typeof accessibility;
      account: typeof account;
      auth: typeof auth;
      businesses: typeof businesses;
      calculations: typeof calculations;
      calculator: typeof calculator;
      common: typeof common;
      connectivity: typeof connectivity;
      consent: typeof consent;
      engine: typeof engine;
      errors: typeof errors;
      export: typeof exportTexts;
      fields: typeof fields;
      landing: typeof landing;
      outbox: typeof outbox;
      pages: typeof pages;
      results: typeof results;
      score: typeof score;
      session: typeof session;
      simulator: typeof simulator;
      blog: typeof blogTexts;
      newsletter: typeof newsletterTexts;
      contact: typeof contactTexts;
      help: typeof helpTexts;
      templates: typeof templatesTexts;
      caseStudies: typeof caseStudiesTexts;
      resources: typeof resourcesTexts;
      features: typeof featuresTexts;
      pricing: typeof pricingTexts;
      legal: typeof legalTexts;
    };
  }
}
