import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/.data/**'];

export default defineConfig({
  resolve: {
    // graphql@16 has a CommonJS `main` and an ES `module` build and no `exports` map. Node (and so
    // graphql-yoga, envelop, graphql-ws) loads the CommonJS one; without this, Vite would give our
    // own imports the ES build: two GraphQLError classes, and `instanceof` failing between them.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    exclude,
    reporters: ['default', './tests/src/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['**/*.unit.test.ts'] } },
      { extends: true, test: { name: 'prop', include: ['**/*.prop.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['**/*.int.test.ts'],
          globalSetup: ['tests/src/global-setup.ts', 'tests/src/template-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['**/*.e2e.test.ts'],
          globalSetup: ['tests/src/global-setup.ts', 'tests/src/web-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
