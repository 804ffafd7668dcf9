import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.data/**',
      '**/dist/**',
      'test-output/**',
      'web/public/**',
      '**/*.queries.ts',
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
    // The web app is a client of the API: of our packages it imports only the contracts, and its
    // modules import one another one way (no cycles).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web',
              from: ['./command', './deploy', './projector', './query', './streams', './tests'],
              message: 'web imports nothing of ours but @stride/contracts.',
            },
            {
              // The router loads the screens: a screen importing it (even a type) is a cycle.
              target: './web/src/features',
              from: './web/src/routing/Router.tsx',
              message:
                'The router imports the screens, not the other way (ScreenProps: routing/screen-props.ts).',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
