/**
 * Errors as the client expects them (spec §8): `message` is a code of the error catalogue and
 * `extensions.code` one of UNAUTHENTICATED | FORBIDDEN | BAD_USER_INPUT | INTERNAL_SERVER_ERROR,
 * which picks the notification the client shows.
 *
 * - A `DomainError` anywhere in the error's cause chain → its code; `extensions.code` from
 *   `extensionCodeOf`; `extensions.details` when it has details.
 * - A request the server could not run (syntax, validation, variable coercion, limits, a bad
 *   body) → `BAD_USER_INPUT`, with GraphQL's text in `extensions.reason` (field suggestions
 *   removed: they would reveal the schema).
 * - Anything else is a fault of ours → masked as `INTERNAL_SERVER_ERROR` and logged with its
 *   stack; the client never sees the text.
 *
 * It maps at every stage where errors are born (parse, validate, execute, subscribe) so both
 * transports get the same errors (HTTP/SSE through yoga, WebSocket through `getEnveloped`), and
 * once more on yoga's final result for errors yoga itself raises (body size, JSON, context).
 * Mapping is idempotent: an error already mapped is a `CatalogueError` and passes through.
 */
import { handleStreamOrSingleExecutionResult, isAsyncIterable, mapAsyncIterator } from '@envelop/core';
import type { ExecutionResult, GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { extensionCodeOf, isDomainError, type DomainError } from '@stride/contracts/errors';

export interface ErrorCatalogueOptions {
  /** Where unexpected errors are logged, with their cause; clients only see `INTERNAL_SERVER_ERROR`. */
  readonly log: Pick<Logger, 'error'>;
}

/**
 * An error in the client's terms. Its JSON leaves out yoga's internal extensions (`http` sets the
 * status code; it must not reach WebSocket clients either).
 */
export class CatalogueError extends GraphQLError {
  override toJSON(): GraphQLFormattedError {
    const json = super.toJSON();
    if (json.extensions === undefined) return json;
    const { http: _http, unexpected: _unexpected, ...extensions } = json.extensions;
    return { ...json, extensions };
  }
}

/** Where an error was born: before execution (the request as a whole) or while resolving. */
export type ErrorPhase = 'request' | 'execution';

function domainErrorIn(error: unknown): DomainError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current !== undefined && current !== null; depth++) {
    if (isDomainError(current)) return current;
    current = current instanceof GraphQLError ? current.originalError : undefined;
  }
  return undefined;
}

/** GraphQL's own complaint about the request (no foreign error underneath). */
function isPlainGraphQLError(error: GraphQLError): boolean {
  let current: GraphQLError = error;
  for (let depth = 0; depth < 10; depth++) {
    const cause = current.originalError;
    if (cause === undefined || cause === null) return true;
    if (!(cause instanceof GraphQLError)) return false;
    current = cause;
  }
  return false;
}

function httpStatusOf(error: GraphQLError): number | undefined {
  const http: unknown = error.extensions['http'];
  if (typeof http !== 'object' || http === null) return undefined;
  const status: unknown = (http as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

const SUGGESTION = /\s*Did you mean .+\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '').trim();
}

/** One error in the client's terms (see the module comment for the rules). */
export function toCatalogueError(
  error: unknown,
  phase: ErrorPhase,
  log: ErrorCatalogueOptions['log'],
): CatalogueError {
  if (error instanceof CatalogueError) return error;
  const graphql = error instanceof GraphQLError ? error : undefined;
  const where = {
    nodes: graphql?.nodes,
    source: graphql?.source,
    positions: graphql?.positions,
    path: graphql?.path,
  };
  const status = graphql && httpStatusOf(graphql);
  const http = graphql?.extensions['http'];

  const domain = domainErrorIn(error);
  if (domain) {
    return new CatalogueError(domain.code, {
      ...where,
      extensions: {
        code: extensionCodeOf(domain.code),
        ...(domain.details === undefined ? {} : { details: domain.details }),
        ...(http === undefined ? {} : { http }),
      },
    });
  }

  const clientError =
    graphql !== undefined &&
    phase === 'request' &&
    (isPlainGraphQLError(graphql) || (status !== undefined && status >= 400 && status < 500));
  if (clientError) {
    return new CatalogueError('BAD_USER_INPUT', {
      ...where,
      extensions: {
        code: 'BAD_USER_INPUT',
        reason: withoutSuggestions(graphql.message),
        ...(http === undefined ? {} : { http }),
      },
    });
  }

  log.error({ err: rootCause(error), path: graphql?.path?.join('.') }, 'graphql: unexpected error (masked)');
  return new CatalogueError('INTERNAL_SERVER_ERROR', {
    ...where,
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      // A request that failed as a whole is a server error; one failed field is not.
      ...(phase === 'request'
        ? { http: { status: status !== undefined && status >= 500 ? status : 500 } }
        : {}),
    },
  });
}

/** A result with every error in the client's terms. No `data` means nothing ran: a request error. */
export function toCatalogueResult<R extends ExecutionResult>(
  result: R,
  log: ErrorCatalogueOptions['log'],
): R {
  const errors = result.errors;
  if (errors === undefined || errors.length === 0) return result;
  if (errors.every((e): boolean => e instanceof CatalogueError)) return result;
  const phase: ErrorPhase = 'data' in result && result.data !== undefined ? 'execution' : 'request';
  return { ...result, errors: errors.map((e) => toCatalogueError(e, phase, log)) };
}

export function useErrorCatalogue(options: ErrorCatalogueOptions): Plugin {
  const { log } = options;
  const mapOne = (result: ExecutionResult): ExecutionResult => toCatalogueResult(result, log);
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof Error) replaceParseResult(toCatalogueError(result, 'request', log));
      };
    },
    onValidate() {
      return ({ valid, result, setResult }) => {
        const errors = result as readonly unknown[];
        if (!valid) setResult(errors.map((e) => toCatalogueError(e, 'request', log)));
      };
    },
    onExecute() {
      return {
        onExecuteDone: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => setResult(mapOne(result))),
      };
    },
    onSubscribe() {
      return {
        onSubscribeResult: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => setResult(mapOne(result))),
      };
    },
    // Errors yoga raises itself (body too large, bad JSON, a failing context) and errors thrown
    // in the middle of an SSE stream only exist on the final result.
    onResultProcess(payload) {
      const { result } = payload;
      if (isAsyncIterable(result)) {
        payload.setResult(mapAsyncIterator(result[Symbol.asyncIterator](), mapOne));
      } else if (Array.isArray(result)) {
        payload.setResult(result.map(mapOne));
      } else {
        payload.setResult(mapOne(result));
      }
    },
  };
}
