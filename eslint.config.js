// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layer rules of ../shared/design/architecture.md, enforced:
 *   routes -> pages, components, machines, ui, content, statecharts
 *   pages -> components, machines, ui, content (page pieces several route families share)
 *   components -> machines, ui, content    (UI shared by several routes)
 *   machines -> content, services
 *   statecharts -> machines, elkjs, xstate (the QA view's pure half: diagrams, layout, inspection)
 *   services -> @supabase/supabase-js      ui -> (its own design system only)
 *   content -> (nothing)                   mocks -> only types from services
 *   app -> everything it wires
 * tests/lint-fixtures holds deliberate violations; tests/unit/layers.test.ts proves each one fails.
 */
const layer = (name) =>
  name === 'pages'
    ? // src/pages only by a relative path that starts there: `**/pages/**` would also match
      // src/content/pages, the texts of the static pages.
      ['../pages', '../pages/*', '../../pages', '../../pages/*', '../../../pages/*']
    : [`**/${name}`, `**/${name}/**`, `../${name}/*`, `../../${name}/*`];
const forbid = (layers, extra = []) => ({
  patterns: [
    ...layers.map((name) => ({
      group: layer(name),
      message: `This layer may not import from src/${name} (see shared/design/architecture.md).`,
    })),
    ...extra,
  ],
});
const pkg = (names, message) => ({ group: names, message });

const REACT = pkg(
  [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@xstate/react',
    'react-aria-components',
    '@tanstack/*',
  ],
  'Machines, services, content and mocks never import React, the router or widgets.',
);
const XSTATE = pkg(['xstate', 'xstate/*', '@xstate/*'], 'Only machines (and app) use XState.');
const SUPABASE = pkg(['@supabase/*'], 'Only src/services talks to Supabase.');

/** A form must never submit natively (no field in a URL): src/ui's Form and SearchForm see to it. */
const NO_RAW_FORMS = [
  'error',
  {
    selector: "JSXOpeningElement[name.name='form']",
    message: 'Use Form or SearchForm from src/ui/Form: they never submit natively.',
  },
];

/** Storage and the document title belong to src/app (the storage adapter) and route head(). */
const NO_STORAGE_GLOBALS = [
  'error',
  { name: 'localStorage', message: 'Storage is read and written by the adapter in src/app.' },
  { name: 'sessionStorage', message: 'Storage is read and written by the adapter in src/app.' },
];
const NO_STORAGE_PROPERTIES = [
  'error',
  { object: 'window', property: 'localStorage', message: 'Use the storage adapter in src/app.' },
  { object: 'window', property: 'sessionStorage', message: 'Use the storage adapter in src/app.' },
  { object: 'document', property: 'title', message: "Titles come from each route's head()." },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'tests/lint-fixtures/**',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', forbid(['services', 'app', 'mocks'], [SUPABASE])],
      'no-restricted-globals': NO_STORAGE_GLOBALS,
      'no-restricted-properties': NO_STORAGE_PROPERTIES,
      'no-restricted-syntax': NO_RAW_FORMS,
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(['services', 'app', 'mocks', 'routes', 'statecharts'], [SUPABASE]),
      ],
      'no-restricted-globals': NO_STORAGE_GLOBALS,
      'no-restricted-properties': NO_STORAGE_PROPERTIES,
      'no-restricted-syntax': NO_RAW_FORMS,
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(['services', 'app', 'mocks', 'routes', 'pages', 'statecharts'], [SUPABASE]),
      ],
      'no-restricted-globals': NO_STORAGE_GLOBALS,
      'no-restricted-properties': NO_STORAGE_PROPERTIES,
      'no-restricted-syntax': NO_RAW_FORMS,
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          ['ui', 'routes', 'pages', 'components', 'app', 'mocks', 'statecharts'],
          [REACT, SUPABASE],
        ),
      ],
      // Machines render the same on the server and on the first client render: no browser globals.
      'no-restricted-globals': [
        ...NO_STORAGE_GLOBALS,
        { name: 'window', message: 'Declare the effect; src/app provides it.' },
        { name: 'document', message: 'Declare the effect; src/app provides it.' },
      ],
      'no-restricted-properties': NO_STORAGE_PROPERTIES,
    },
  },
  {
    // The statechart view's pure half: machines in, diagrams, layouts and inspection out. The
    // React half lives in src/routes/-statecharts; the wiring (the bus, the flag) in src/app.
    files: ['src/statecharts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          ['ui', 'routes', 'pages', 'components', 'app', 'mocks', 'services'],
          [REACT, SUPABASE],
        ),
      ],
      'no-restricted-globals': NO_STORAGE_GLOBALS,
      'no-restricted-properties': NO_STORAGE_PROPERTIES,
    },
  },
  {
    files: ['src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          [
            'machines',
            'ui',
            'routes',
            'pages',
            'components',
            'app',
            'mocks',
            'content',
            'statecharts',
          ],
          [REACT, XSTATE],
        ),
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          [
            'machines',
            'services',
            'routes',
            'pages',
            'components',
            'app',
            'mocks',
            'content',
            'statecharts',
          ],
          [XSTATE, SUPABASE],
        ),
      ],
    },
  },
  {
    files: ['src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          [
            'machines',
            'services',
            'ui',
            'routes',
            'pages',
            'components',
            'app',
            'mocks',
            'statecharts',
          ],
          [REACT, XSTATE, SUPABASE],
        ),
      ],
    },
  },
  {
    files: ['src/mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['machines', 'ui', 'routes', 'components', 'app'].map((name) => ({
              group: layer(name),
              message: `src/mocks may not import from src/${name}.`,
            })),
            {
              // One data file, no code: the list of common passwords that the forms check and the
              // demo's auth server refuses (src/mocks/passwordPolicy.ts).
              group: [...layer('content'), '!**/content/passwords/common-passwords.txt?raw'],
              message: 'src/mocks may not import from src/content (only its password list).',
            },
            {
              group: layer('services'),
              allowTypeImports: true,
              message: 'src/mocks may import only types from src/services.',
            },
            REACT,
            XSTATE,
            pkg(
              ['@electric-sql/*'],
              'PGlite runs /rest/v1 in Node tests only (tests/support/pgliteRest.ts); it must not reach the browser bundle.',
            ),
          ],
        },
      ],
    },
  },
);
