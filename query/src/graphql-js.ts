/**
 * The graphql-js classes and values our code creates or checks with `instanceof`.
 *
 * graphql@16 ships a CommonJS build (`main`) and an ES build (`module`) and no `exports` map.
 * Node, and therefore graphql-yoga, envelop and graphql-ws, load the CommonJS build; Vite (vitest)
 * would resolve our own `import … from 'graphql'` to the ES build: two `GraphQLError` classes,
 * and `instanceof` failing between them. Importing from the CommonJS files by path gives every
 * runtime the one copy the libraries use. Type-only imports may keep using 'graphql'.
 */
export { GraphQLError } from 'graphql/error/GraphQLError.js';
export { GraphQLScalarType } from 'graphql/type/definition.js';
export { Kind } from 'graphql/language/kinds.js';
