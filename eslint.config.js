import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Test files and the test helpers beside the code. */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/src/testing/**', 'tests/**'];

const resolver = createTypeScriptImportResolver({
  project: 'tsconfig.json',
});

/** import-x reads our TypeScript modules (its default is .js only: no cycle would be seen). */
const IMPORT_SETTINGS = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [resolver],
};

const PACKAGES = ['contracts', 'streams', 'command', 'projector', 'query', 'deploy', 'tests', 'web'];

/**
 * Which of our packages each package may import (besides itself). The rest is refused by
 * `import-x/no-restricted-paths`, whether imported by package name or by a relative path.
 * - contracts: none (it is what the others agree on);
 * - the write side (command) never reads read models (projector, query);
 * - the projector never uses the write side (its integration tests drive it, see `tests`);
 * - the API (query) uses the projector only through its read-your-writes tracker (its
 *   integration tests start the projections);
 * - the web app imports only contracts.
 */
function layers({ tests }) {
  const allowed = {
    contracts: [],
    streams: ['contracts'],
    command: ['contracts', 'streams'],
    projector: ['contracts', 'streams', ...(tests ? ['command'] : [])],
    // Outside tests, only the tracker: the zone added below.
    query: ['contracts', 'streams', 'command', 'projector'],
    deploy: ['contracts', 'streams', 'command', 'projector', 'query'],
    tests: ['contracts', 'streams', 'command', 'projector', 'query', 'deploy', 'web'],
    web: ['contracts'],
  };
  const zones = PACKAGES.map((target) => ({
    target: `./${target}`,
    from: PACKAGES.filter((from) => from !== target && !allowed[target].includes(from)).map(
      (from) => `./${from}`,
    ),
    message:
      allowed[target].length === 0
        ? `${target} imports none of our packages (eslint.config.js).`
        : `${target} may import only ${allowed[target].join(', ')} of our packages (eslint.config.js).`,
  })).filter((zone) => zone.from.length > 0);
  if (!tests) {
    zones.push({
      target: './query',
      from: './projector',
      // Issue 20: and the what-if fold (the records projection's own fold, without writes).
      except: ['./src/progress.ts', './src/what-if'],
      message:
        'The API uses the projector only through its read-your-writes tracker (@stride/projector/progress) and the what-if fold (@stride/projector/what-if).',
    });
  }
  zones.push(
    {
      target: './query/src/read-model',
      from: ['./query/src/context.ts', './query/src/resolvers'],
      message: 'Resolvers read the read models, not the other way.',
    },
    {
      // The router loads the screens: a screen importing it (even a type) is a cycle.
      target: './web/src/features',
      from: './web/src/routing/Router.tsx',
      message: 'The router imports the screens, not the other way (ScreenProps: routing/screen-props.ts).',
    },
  );
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.data/**',
      '**/dist/**',
      'test-output/**',
      'web/public/**',
      '**/*.queries.ts',
      // GraphQL Code Generator's output (npm run codegen:graphql), checked by codegen:graphql:check.
      '**/src/generated/**',
      'web/src/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One-way layers (ARCHITECTURE.md), for production code: see `layers` above.
    files: ['**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers({ tests: false }) }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stride/*/src/*'],
              message: "Import a package's entry points (its package.json exports).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and their helpers may reach across layers to drive a real write side or read side.
    files: TEST_CODE,
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers({ tests: true }) }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Contracts are shared with the browser: no platform module outside their tests.
    files: ['contracts/src/**/*.ts'],
    ignores: TEST_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'contracts are bundled into the web app: no platform module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.config.ts', '**/codegen.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
