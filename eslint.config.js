// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The subfolders of a folder: web features, server modules. */
const foldersIn = (folder) => {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const webFeatures = foldersIn('src/web/features');
const serverModules = foldersIn('src/server/modules');

/** The architecture's import rules (docs/decisions/002): engine ← shared ← server | web. */
const layerZones = [
  {
    target: './src/engine',
    from: ['./src/shared', './src/server', './src/web'],
    message: 'The engine imports nothing from other layers.',
  },
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'shared may import only zod and engine types.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
  { target: './src/web', from: './src/server', message: 'The web app never imports the server.' },
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features never import other features; compose them in src/web/app.',
  })),
  // A server module is used through its public entry, index.ts (docs/decisions/020); inside a
  // module, files import each other directly.
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: './src/server/modules',
    except: [
      `./${module}`,
      ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
    ],
    message: 'Import another server module through its entry: #server/modules/<module>/index.',
  })),
  {
    target: ['./src/server/*.ts', './src/server/!(modules)/**', './scripts', './tests'],
    from: './src/server/modules',
    except: serverModules.map((module) => `./${module}/index.ts`),
    message: 'Import a server module through its entry: #server/modules/<module>/index.',
  },
];

/**
 * Each layer imports only the layers below it (docs/where-things-go.md). Tests stand outside: a
 * module's tests drive it through the whole app (#server/app). dependency-cruiser
 * (.dependency-cruiser.mjs) adds what zones cannot say: no folder imports another that imports it.
 */
const LAYERS = {
  'src/server': [
    [
      'app.ts',
      'main.ts',
      'module-parts.ts',
      'seed-demo-content.ts',
      'start-up.ts',
      'metrics-plugin.ts',
    ],
    ['modules'],
    ['plugins'],
    ['mail'],
    ['env.ts'],
    ['http'],
    // The process's metric registry: modules and plugins record into it, it imports none of them.
    ['db', 'threads', 'metrics'],
  ],
  'src/web': [['main.tsx'], ['app'], ['features'], ['components'], ['lib'], ['locales']],
};
const upwardZones = Object.entries(LAYERS).flatMap(([root, layers]) =>
  layers.flatMap((layer, depth) =>
    depth === 0
      ? []
      : layer.map((part) => ({
          target: `./${root}/${part}`,
          from: layers
            .slice(0, depth)
            .flat()
            .map((above) => `./${root}/${above}`),
          message: `${root}/${part} sits below these in the layers: import downwards only.`,
        })),
  ),
);

/** Two or more levels up reads worse than the layer alias (#engine/, #shared/, #server/, #web/, #tests/). */
const deepRelative = {
  group: ['../../*'],
  message: 'Import through the layer alias (#web/..., #server/...), not ../../ chains.',
};

/**
 * The engine is used through its entries (src/engine/README.md): the main entry and the secondary
 * entries the browser's first load or a lazy page can import without the whole model. Its
 * subfolders are internals. scripts/model/**, the model's own fitting code, may reach inside.
 */
const ENGINE_ENTRIES = ['index', 'inputs', 'locations', 'simulation', 'evaluation', 'examples'];
const engineInternals = {
  regex: `^#engine/(?!(${ENGINE_ENTRIES.join('|')})$)`,
  message: `Import the engine through an entry (#engine/${ENGINE_ENTRIES.join(', #engine/')}), not its internals.`,
};
const scriptEngineInternals = {
  regex: `^(\\.\\./)+src/engine/(?!(${ENGINE_ENTRIES.join('|')})$)`,
  message: `Only scripts/model/** may reach inside the engine; use an entry (src/engine/${ENGINE_ENTRIES.join(', src/engine/')}).`,
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // TypeScript sources and tsconfig paths (#web/*), so the layer zones see aliased imports too.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.node'],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/**/*.{ts,tsx}': 'KEBAB_CASE',
          'tests/**/*.ts': 'KEBAB_CASE',
          'scripts/**/*.{ts,mjs}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'no-restricted-imports': ['error', { patterns: [deepRelative, engineInternals] }],
      // One env object: only src/server/env.ts (through main.ts) reads process.env.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from the parsed env (src/server/env.ts).',
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'The engine takes a seeded random source.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The engine takes `now` from its caller.',
        },
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'The engine takes `now` from its caller.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'zod'],
              message: 'The engine is pure: no I/O, no dependencies.',
            },
            deepRelative,
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/*'],
              message: 'Browser code cannot use server modules.',
            },
            deepRelative,
            engineInternals,
          ],
        },
      ],
    },
  },
  {
    // Drizzle: an update or delete without where() rewrites every row. In db.update(t).set(v).where(c)
    // the update call sits inside the object of the .where member.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name=/^(db|tx)$/][callee.property.name=/^(update|delete)$/]:not(MemberExpression[property.name='where'] CallExpression)",
          message: 'Drizzle update/delete needs a where().',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...upwardZones] }],
    },
  },
  {
    // The model's own fitting code reads the engine's internals through #engine/<internal>.
    files: ['scripts/model/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative] }] },
  },
  {
    files: ['scripts/**/*.{ts,mjs}'],
    ignores: ['scripts/model/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepRelative, scriptEngineInternals] }],
    },
  },
  {
    files: [
      'scripts/**',
      'tests/**',
      '*.config.{js,ts}',
      '**/*.test.{ts,tsx}',
      'src/server/main.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
