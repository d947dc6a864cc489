import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * One word per concept (issue 32, ADR 019): a web feature, a server module, a contract file and a
 * locale namespace that hold the same concept carry the same name (namespaces in camelCase, the
 * rest in kebab-case). A name in one layer without a match in the others is either listed below
 * with the reason, or a drift this test refuses.
 */

const root = new URL('../../', import.meta.url);
const list = (folder: string, ending = '') =>
  readdirSync(new URL(folder, root))
    .filter((name) => name.endsWith(ending) && !name.endsWith(`.test${ending}`))
    .map((name) => (ending ? name.slice(0, -ending.length) : name));
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const FEATURES = new Set(list('src/web/features'));
const MODULES = new Set(list('src/server/modules'));
const CONTRACTS = list('src/shared/contracts', '.ts');
const NAMESPACES = list('src/web/locales/en', '.json').map(kebab);

/** Server modules with no web feature of their own name. */
const SERVER_ONLY: Record<string, string> = {
  health: 'liveness and readiness, for operators',
  'email-auth': "e-mail accounts; the web's auth feature serves every way to sign in",
  identity: "sign-in with an identity provider; the web's auth feature again",
  progress: "achievements and the tutorial's progress: two web features, one table family",
};
/** Web features with no server module: they run in the browser or read other modules' APIs. */
const WEB_ONLY: Record<string, string> = {
  accessibility: 'browser settings',
  achievements: 'reads the progress module',
  'case-studies': "the engine's documented examples",
  connectivity: 'the browser being online',
  consent: 'the cookie choice, kept in the browser',
  export: 'files made in the browser from a result',
  help: 'static help content',
  landing: 'the home page',
  legal: 'static legal texts',
  marketing: "the features and pricing pages' parts",
  resources: 'static resources page',
  results: 'the result view of a prediction (calculator, saved and shared calculations)',
  score: "the success score's explanation, from the engine's evaluation",
  templates: 'downloadable files',
  tutorial: 'reads the progress module',
};
/** Contract files that are not one module's resource. */
const SHARED_CONTRACTS: Record<string, string> = {
  endpoint: 'the descriptor every contract is made with',
  text: 'text schemas every contract uses',
  'blog-routes': "the blog's page paths, for the server's previews",
  'community-routes': "the community's page paths",
  'goal-seek': "the simulation module's goal searches",
  scenarios: "the simulation module's saved scenarios",
};
/** Namespaces that are not one feature's texts. */
const SHARED_NAMESPACES: Record<string, string> = {
  common: 'the shell and every page',
  engine: "the engine's text codes",
  errors: 'the error table',
  fields: "the calculator's field words, used everywhere",
  pages: "the app's plain pages",
  features: 'the /features page (marketing feature)',
  pricing: 'the /pricing page (marketing feature)',
  session: "the sign-in session's notices (auth feature)",
};

describe('one word per concept across the layers', () => {
  it('every server module has a web feature of the same name, or says why not', () => {
    const drift = [...MODULES].filter((name) => !FEATURES.has(name) && !(name in SERVER_ONLY));
    expect(drift).toEqual([]);
  });

  it('every web feature has a server module of the same name, or says why not', () => {
    const drift = [...FEATURES].filter((name) => !MODULES.has(name) && !(name in WEB_ONLY));
    expect(drift).toEqual([]);
  });

  it('every contract file is named after its module, or says why not', () => {
    const drift = CONTRACTS.filter((name) => !MODULES.has(name) && !(name in SHARED_CONTRACTS));
    expect(drift).toEqual([]);
  });

  it('every locale namespace is named after its feature, or says why not', () => {
    const drift = NAMESPACES.filter((name) => !FEATURES.has(name) && !(name in SHARED_NAMESPACES));
    expect(drift).toEqual([]);
  });

  it('lists no exception that no longer applies', () => {
    const stale = [
      ...Object.keys(SERVER_ONLY).filter((name) => !MODULES.has(name) || FEATURES.has(name)),
      ...Object.keys(WEB_ONLY).filter((name) => !FEATURES.has(name) || MODULES.has(name)),
      ...Object.keys(SHARED_CONTRACTS).filter((name) => !CONTRACTS.includes(name)),
      ...Object.keys(SHARED_NAMESPACES).filter((name) => !NAMESPACES.includes(name)),
    ];
    expect(stale).toEqual([]);
  });
});
