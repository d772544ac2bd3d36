import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';

/**
 * The app's layers, checked on every import (see src/README.md). From the bottom: utils, api, domain
 * (shared records and events), db and ui; then the features, which import those and, sideways, another
 * feature only through its index.ts (its views) or its public.ts (its intents, creators, selectors and
 * types); then the store's assembly and the app shell, which import anything. Features reach the store
 * through its hooks, services, `feature.ts` and the state type (as a type): the registry and the
 * reducer's assembly are the store's own. A feature's slices, sagas and helpers (its `.ts` files outside
 * `components/`, but for index.ts) import no view: not another feature's index.ts, not a component.
 * Relative specifiers depend on a file's depth, so blocks are made per depth.
 */
const ASSEMBLY = 'store(/(index|createAppStore|rootReducer|rootSaga|session|interactionGuard))?';
const FEATURE_STORE = '(hooks|services|feature|ownOriginFlag|types)';
const up = (n) => '(\\.\\./){' + n + '}';
function layerBoundaries() {
  const blocks = [];
  for (let depth = 0; depth <= 3; depth += 1) {
    const inside = depth === 0 ? '*' : `${'*/'.repeat(depth)}*`;
    const featurePatterns = [
      {
        regex: `^${up(depth + 1)}[a-z]+/(?!(index|public)$).+`,
        message: 'Another feature is used through its index.ts (views) or its public.ts (state) only.',
      },
      {
        regex: `^${up(depth + 2)}(app(/|$)|store$|store/(?!${FEATURE_STORE}$))`,
        message:
          'Features do not import the app shell, the registry or the store assembly: the store is reached through its hooks, services, feature.ts and state type.',
      },
      {
        regex: `^${up(depth + 2)}store/types$`,
        allowTypeImports: true,
        message: 'The state type is imported as a type.',
      },
    ];
    // The views at this depth: components, the `.ts` files beside them in a components folder, index.ts.
    const views = [`src/features/*/${inside}.tsx`];
    for (let at = 0; at < depth; at += 1)
      views.push(`src/features/*/${'*/'.repeat(at)}components/${'*/'.repeat(depth - 1 - at)}*.ts`);
    if (depth === 0) views.push('src/features/*/index.ts');
    blocks.push({
      files: views,
      rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns }] },
    });
    blocks.push({
      files: [`src/features/*/${inside}.ts`],
      ignores: views,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...featurePatterns,
              {
                regex: `^${up(depth + 1)}[a-zA-Z]+(/index)?$`,
                allowTypeImports: true,
                message:
                  "A slice, saga or helper uses another feature's public.ts: its index.ts is its views.",
              },
              {
                regex: `(^|/)components(/|$)|^${up(depth + 2)}ui/[A-Z]`,
                caseSensitive: true,
                allowTypeImports: true,
                message: 'A slice, saga or helper imports no component.',
              },
            ],
          },
        ],
      },
    });
    const lower = depth === 0 ? '*.{ts,tsx}' : `${'*/'.repeat(depth)}*.{ts,tsx}`;
    blocks.push({
      files: ['utils', 'api', 'domain', 'db', 'ui'].map((layer) => `src/${layer}/${lower}`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^${up(depth + 1)}(features|app)(/|$)`,
                message: 'The lower layers do not import features or the app shell.',
              },
              {
                regex: `^${up(depth + 1)}${ASSEMBLY}$`,
                message: 'The lower layers do not import the store assembly.',
              },
              {
                regex: `^${up(depth + 1)}store/(types|hooks)$`,
                allowTypeImports: true,
                message: 'The state type is imported as a type.',
              },
            ],
          },
        ],
      },
    });
  }
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/api/schema.d.ts',
      '.tmp',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', '__tests__/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Every text a user reads is a react-intl message: no literal text in JSX, as children or in the
    // attributes people see or hear (aria-*, title, alt, placeholder, label), and every message written
    // out in the source with an English default, valid plurals and one plural a message.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '(aria-label|aria-description|aria-valuetext|aria-roledescription|title|alt|placeholder|label)',
              ],
            ],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-plural-rules': ['error', { other: true }],
      'formatjs/no-offset': 'error',
      'formatjs/no-useless-message': 'error',
      'formatjs/enforce-placeholders': 'error',
    },
  },
  ...layerBoundaries(),
  {
    // A lazily loaded slice is typed and optional in RootState (store/lazyState.ts): read it as such.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[expression.type='Identifier'][expression.name='state']",
          message: 'The state is typed (RootState, lazy slices included): read it without a cast.',
        },
        {
          selector:
            "TSAsExpression[expression.type='CallExpression'][expression.callee.property.name='getState']",
          message: 'The state is typed (RootState, lazy slices included): read it without a cast.',
        },
      ],
    },
  },
  {
    // The instance's SQL lives in server/store: a route parses the request, calls the store and renders;
    // serialisers, streaming and push read through the store too. (The seed writes its world directly.)
    files: ['server/**/*.ts'],
    ignores: ['server/store/**', 'server/seed/**', 'server/context.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '../context', importNames: ['sql'], message: 'SQL belongs in server/store.' },
            { name: './context', importNames: ['sql'], message: 'SQL belongs in server/store.' },
            { name: 'better-sqlite3', message: 'SQL belongs in server/store.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(prepare|transaction|exec|pragma)$/][callee.object.property.name='db']",
          message: 'SQL belongs in server/store.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The bench hands functions to page.evaluate: they run in the browser.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
);
