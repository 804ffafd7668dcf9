/**
 * Limits on what one GraphQL document may ask (graphql-armor): a client cannot make the server
 * parse, validate or resolve an unbounded amount of work. Rejections are validation errors, so
 * the client sees `BAD_USER_INPUT` with the limit in `extensions.reason`.
 *
 * Introspection stays allowed (the web client and GraphiQL use it); graphql-js's own
 * `MaxIntrospectionDepthRule` bounds its recursive fields.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

export interface LimitsOptions {
  /** Deepest selection nesting. @default 10 */
  readonly maxDepth?: number;
  /** Largest estimated cost (objects 2, scalars 1, times 1.5 per level). @default 5000 */
  readonly maxCost?: number;
  /** Most aliases in one document. @default 15 */
  readonly maxAliases?: number;
  /** Most directives in one document. @default 50 */
  readonly maxDirectives?: number;
  /** Most lexical tokens in one document (checked while parsing). @default 1000 */
  readonly maxTokens?: number;
}

export function useLimits(options: LimitsOptions = {}): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: options.maxDepth ?? 10 },
    costLimit: { maxCost: options.maxCost ?? 5000 },
    maxAliases: { n: options.maxAliases ?? 15 },
    maxDirectives: { n: options.maxDirectives ?? 50 },
    maxTokens: { n: options.maxTokens ?? 1000 },
    // "Did you mean …?" would let anyone map a schema without introspection.
    blockFieldSuggestion: { enabled: true },
  });
}
