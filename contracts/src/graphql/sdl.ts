/**
 * The API's SDL: one `.graphql` file per module in this folder. `common.graphql` declares the
 * scalars and the three root types; every other module adds its types and extends `Query`,
 * `Mutation` and `Subscription` with its own fields. The API loads every file here
 * (query/src/yoga.ts), and the resolver and operation types are generated from the same files.
 */
export const sdlFolder: URL = new URL('./', import.meta.url);
