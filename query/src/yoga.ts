/**
 * The GraphQL server proper (transport-free): schema, context, error catalogue and limits.
 * `server.ts` puts it on HTTP and WebSocket; tests call `yoga.fetch` in-process.
 */
import { readFileSync } from 'node:fs';
import { createSchema, createYoga, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import {
  createContext,
  type ApiContext,
  type ApiContextExtension,
  type ApiDependencies,
  type Identify,
} from './context.ts';
import { useErrorCatalogue } from './plugins/use-error-catalogue.ts';
import { useLimits, type LimitsOptions } from './plugins/use-limits.ts';
import { resolvers } from './resolvers.ts';

export const GRAPHQL_PATH = '/graphql';

/** The SDL, source of truth of the API's shape. */
export const typeDefs = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

export interface YogaAppOptions {
  readonly limits?: LimitsOptions;
  /** Largest request body yoga reads. @default 1048576 (1 MiB) */
  readonly maxRequestBodyBytes?: number;
  /** Who the caller is. @default resolveViewer (tokens checked against the read model) */
  readonly identify?: Identify;
}

export type ApiYoga = YogaServerInstance<object, ApiContextExtension>;

/** Yoga's own diagnostics go to the API's pino logger. */
function yogaLogger(log: Logger): YogaLogger {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const [first, ...rest] = args;
      if (first instanceof Error) log[level]({ err: first, details: rest }, 'graphql-yoga');
      else log[level]({ details: args }, 'graphql-yoga');
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}

export function createYogaApp(deps: ApiDependencies, options: YogaAppOptions = {}): ApiYoga {
  return createYoga<object, ApiContextExtension>({
    schema: createSchema<ApiContext>({ typeDefs, resolvers }),
    context: ({ request }) => createContext(request.headers, deps, options.identify),
    graphqlEndpoint: GRAPHQL_PATH,
    // useErrorCatalogue masks (and logs) unexpected errors itself, in the catalogue's terms.
    maskedErrors: false,
    maxRequestBodySize: options.maxRequestBodyBytes ?? 1024 * 1024,
    landingPage: false,
    logging: yogaLogger(deps.log),
    // Order matters: the limits' suggestion masking runs before errors are mapped.
    plugins: [useLimits(options.limits), useErrorCatalogue({ log: deps.log })],
  });
}
