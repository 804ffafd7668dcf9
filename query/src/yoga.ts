/**
 * The GraphQL server proper (transport-free): schema, context, error catalogue and limits.
 * `server.ts` puts it on HTTP and WebSocket; tests call `yoga.fetch` in-process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import {
  createSchema,
  createYoga,
  type CORSOptions,
  type Plugin,
  type YogaLogger,
  type YogaServerInstance,
} from 'graphql-yoga';
import type { Logger } from 'pino';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@stride/contracts/events/upload';
import { sdlFolder } from '@stride/contracts/graphql/sdl';
import {
  createContext,
  type ApiContext,
  type ApiContextExtension,
  type ApiDependencies,
  type Identify,
} from './context.ts';
import { uploadFetchApi, useBodyLimits } from './plugins/use-body-limits.ts';
import { useErrorCatalogue } from './plugins/use-error-catalogue.ts';
import { useLimits, type LimitsOptions } from './plugins/use-limits.ts';
import { resolvers } from './resolvers.ts';
import { readOnlyInDemo } from './resolvers/demo.ts';

export const GRAPHQL_PATH = '/graphql';

export interface SchemaModule {
  /** The module's file name in contracts/src/graphql, e.g. `events.graphql`. */
  readonly file: string;
  readonly sdl: string;
}

/** The SDL modules, by file name: together the source of truth of the API's shape. */
export const schemaModules: readonly SchemaModule[] = readdirSync(sdlFolder)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => ({ file, sdl: readFileSync(new URL(file, sdlFolder), 'utf8') }));

/** Every module in one document (the root types' extensions merge into `common.graphql`'s). */
export const typeDefs = schemaModules.map((module) => module.sdl).join('\n');

export interface YogaAppOptions {
  /** Which origins may call the API from a browser (browser-policy.ts). @default none */
  readonly cors?: (request: Request) => CORSOptions;
  readonly limits?: LimitsOptions;
  /** Largest JSON request body yoga reads. @default 1048576 (1 MiB) */
  readonly maxRequestBodyBytes?: number;
  /** Largest uploaded file (multipart). @default 268435456 (256 MiB) */
  readonly maxUploadBytes?: number;
  /** Uploaded files held at once (plugins/upload-spool.ts). @default 8 */
  readonly maxPendingUploads?: number;
  /** Where uploaded files are held. @default os.tmpdir() */
  readonly uploadDir?: string;
  /** Who the caller is. @default resolveViewer (tokens checked against the read model) */
  readonly identify?: Identify;
  /** Answer introspection (`__schema`, `__type`) and serve GraphiQL. @default true */
  readonly introspection?: boolean;
  /** The client's address from X-Forwarded-For (a reverse proxy in front). @default false */
  readonly trustProxy?: boolean;
}

/**
 * The caller's address: the connection's, or behind a trusted reverse proxy the last address of
 * X-Forwarded-For (the one the proxy appended; earlier ones are the client's own claims).
 */
export function clientIpOf(req: IncomingMessage | undefined, trustProxy: boolean): string {
  // The connection's own headers (a WebSocket's connectionParams cannot claim an address).
  const header = req?.headers['x-forwarded-for'];
  if (trustProxy && header !== undefined) {
    const forwarded = (Array.isArray(header) ? header.join(',') : header).split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return req?.socket.remoteAddress ?? 'unknown';
}

/** Refuses `__schema` and `__type` (`__typename` stays): the schema is not published. */
const useNoIntrospection = (): Plugin => ({
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
});

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
    // Demo mode reads only (resolvers/demo.ts): every mutation, present and future, is refused.
    schema: createSchema<ApiContext>({
      typeDefs,
      resolvers: { ...resolvers, Mutation: readOnlyInDemo(resolvers.Mutation) },
    }),
    context: (initial) => {
      const { request } = initial;
      const { req } = initial as { req?: IncomingMessage };
      const clientIp = clientIpOf(req, options.trustProxy ?? false);
      return createContext(request.headers, deps, options.identify, clientIp);
    },
    graphqlEndpoint: GRAPHQL_PATH,
    cors: options.cors ?? false,
    // useErrorCatalogue masks (and logs) unexpected errors itself, in the catalogue's terms.
    maskedErrors: false,
    // useBodyLimits limits JSON and multipart bodies differently.
    maxRequestBodySize: false,
    fetchAPI: uploadFetchApi(options.maxUploadBytes ?? DEFAULT_UPLOAD_MAX_BYTES),
    landingPage: false,
    graphiql: options.introspection ?? true,
    logging: yogaLogger(deps.log),
    // Order matters: the limits' suggestion masking runs before errors are mapped.
    plugins: [
      useBodyLimits({
        maxJsonBytes: options.maxRequestBodyBytes ?? 1024 * 1024,
        maxUploadBytes: options.maxUploadBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
        ...(options.maxPendingUploads === undefined ? {} : { maxPendingUploads: options.maxPendingUploads }),
        ...(options.uploadDir === undefined ? {} : { uploadDir: options.uploadDir }),
      }),
      useLimits(options.limits),
      useErrorCatalogue({ log: deps.log }),
      ...(options.introspection === false ? [useNoIntrospection()] : []),
    ],
  });
}
