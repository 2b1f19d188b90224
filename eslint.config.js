import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { coreFiles, notCoreImport, notCoreWorkspaceImport } from './shared/boundaries.mjs';

/** Browser-only globals: core code runs in Node and in the service worker too. */
const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'indexedDB', 'caches'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-single/**', '**/node_modules/**', '**/.areia-data/**', '**/test-results/**', '**/playwright-report/**', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      // No type information here: the rules that need it (promises) run in oxlint (.oxlintrc.jsonc), whose checker is
      // TypeScript's native one. Building a TypeScript program took half of ESLint's time on this 2-core machine.
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // import-x reads the modules a file imports: TypeScript ones with the TypeScript parser (without these settings
      // it skips them and `no-cycle` finds nothing). `@areia/shared/<path>` resolves through the package's `exports`
      // to its source file, so cycles through shared count.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Imports run one way: remotes and the shell use `shared`; nothing reaches into another app's source.
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mfe-*/src/**', '@areia/mfe-*', '@areia/shell', '**/shell/src/**'], message: 'Apps não importam o código de outro app.' },
          ],
        },
      ],
    },
  },
  {
    // Module Federation shares `@areia/shared/<path>` by its request: a relative import between shared modules
    // would give each remote a private copy (its own API client, its own runtime config). Tests may stay relative.
    files: ['shared/src/**'],
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../*'], message: 'Dentro de shared, importe outro módulo como @areia/shared/<caminho>.' },
            { group: ['@areia/*', '!@areia/shared'], message: 'shared não depende de outros pacotes do workspace.' },
          ],
        },
      ],
    },
  },
  {
    // shared's core half (shared/boundaries.mjs): React-free and DOM-free. An allow-list: zod and other core modules.
    files: coreFiles,
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: notCoreImport, message: 'O núcleo de shared importa só zod e outros módulos do núcleo (shared/boundaries.mjs), como @areia/shared/<caminho>.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'O núcleo de shared não carrega módulos sob demanda.' },
        { selector: 'TSImportType', message: 'O núcleo de shared importa tipos só do núcleo, com import type.' },
        { selector: 'JSXElement, JSXFragment', message: 'O núcleo de shared não tem JSX (React fica na parte web).' },
      ],
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'O núcleo de shared roda fora do navegador (API, service worker).' }))],
    },
  },
  // The API may import from the workspace only shared's core (shared/boundaries.mjs): an allow-list. Inside it, layers
  // (docs/architecture.md): platform knows no domain or route, domain knows no route, and a route folder never imports
  // another one (what two routes share is a domain's). Flat config replaces a rule's options per file, so each zone
  // repeats the API's own patterns.
  ...apiZones(),
);

/** The API's import patterns, with the layer rules of the zone a file is in. */
function apiZones() {
  const workspace = [
    { regex: notCoreWorkspaceImport, message: 'A API importa do workspace só o núcleo de shared (shared/boundaries.mjs).' },
    { group: ['**/shared/src/**', '**/mfe-*/src/**', '**/shell/src/**'], message: 'A API importa shared como @areia/shared/<caminho> do núcleo.' },
  ];
  const zone = (files, patterns, extra = {}) => ({ files, ...extra, rules: { 'no-restricted-imports': ['error', { patterns: [...workspace, ...patterns] }] } });
  const otherRoute = 'Uma rota não importa outra pasta de rotas: mova o que elas compartilham para domain/.';
  const noRoutes = { regex: '(^|/)routes(/|$)', message: 'Só routes/ importa uma rota; o que duas rotas compartilham é do domínio.' };
  return [
    zone(['api/**/*.{ts,mjs,js}'], []),
    zone(['api/src/platform/**/*.ts'], [noRoutes, { regex: '(^|/)domain(/|$)', message: 'platform/ não conhece o domínio (campeonatos, inscrições, pagamentos).' }], {
      ignores: ['api/src/platform/**/*.test.ts'],
    }),
    zone(['api/src/domain/**/*.ts'], [noRoutes]),
    zone(['api/src/routes/*/**/*.ts'], [
      { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: otherRoute },
      { regex: '(^|/)routes/', message: otherRoute },
    ]),
    zone(['api/src/routes/*.ts'], [{ regex: '^\\./[^/]+/', message: otherRoute }]),
  ];
}
