/**
 * GraphQL over WebSocket (the `graphql-transport-ws` protocol of graphql-ws) on the HTTP server's
 * GraphQL path, wired as graphql-yoga documents it: every operation runs through
 * `yoga.getEnveloped`, so it gets the same schema, context, limits and error catalogue as HTTP.
 *
 * Headers: those of the upgrade request, then the `connectionParams` the client sends on
 * connection (the spec's client sends its auth headers there), then the operation's own in the
 * subscribe message's `extensions.headers` — the only place an `x-command-id` is taken from, as a
 * command id must never be shared by every operation of a connection.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { DocumentNode, execute, ExecutionArgs, GraphQLError, GraphQLSchema, subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { COMMAND_ID_HEADER } from './context.ts';
import { toCatalogueError } from './plugins/use-error-catalogue.ts';
import type { ApiYoga } from './yoga.ts';

export interface GraphqlWsOptions {
  readonly yoga: ApiYoga;
  readonly log: Logger;
  readonly path: string;
  /** Largest WebSocket message accepted. */
  readonly maxPayloadBytes: number;
}

export interface GraphqlWs {
  /** Open WebSocket connections. */
  clients(): number;
  /** Takes an upgrade request of the GraphQL path (the server routes upgrades by path). */
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Say "going away" (1001) to every client and stop accepting; cut those still open after `graceMs`. */
  close(graceMs: number): Promise<void>;
}

/** What `onSubscribe` hands to `execute`/`subscribe` through `rootValue`: the enveloped engine. */
interface EnvelopedEngine {
  readonly execute: typeof execute;
  readonly subscribe: typeof subscribe;
}

function stringEntries(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** The headers one WebSocket operation runs with (see the module comment for the order). */
export function operationHeaders(
  upgrade: http.IncomingMessage,
  connectionParams: unknown,
  extensions: unknown,
): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(upgrade.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  for (const [name, value] of stringEntries(connectionParams)) headers.set(name, value);
  headers.delete(COMMAND_ID_HEADER);
  const perOperation =
    typeof extensions === 'object' && extensions !== null
      ? (extensions as { headers?: unknown }).headers
      : undefined;
  for (const [name, value] of stringEntries(perOperation)) headers.set(name, value);
  return headers;
}

export function attachGraphqlWs(options: GraphqlWsOptions): GraphqlWs {
  const { yoga, log } = options;
  // No `server`: a WebSocketServer attached to the server refuses every other path's upgrade,
  // and the live gateway has its own (server.ts routes upgrades by path).
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes });

  const disposable = useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedEngine).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedEngine).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const upgrade = ctx.extra.request;
        const headers = operationHeaders(upgrade, ctx.connectionParams, payload.extensions);
        // A stand-in for the HTTP request yoga's plugins and our context read headers from. POST:
        // a WebSocket operation is no GET, and yoga refuses mutations sent by GET.
        const request = new Request(new URL(options.path, `http://${upgrade.headers.host ?? 'localhost'}`), {
          method: 'POST',
          headers,
        });
        const enveloped = yoga.getEnveloped({
          ...ctx,
          req: upgrade,
          socket: ctx.extra.socket,
          request,
          params: payload,
        });
        // envelop types these loosely (`any`): pin them to graphql-js's signatures.
        const schema = enveloped.schema as GraphQLSchema;
        const parse = enveloped.parse as (source: string) => DocumentNode;
        const validate = enveloped.validate as (
          schema: GraphQLSchema,
          document: DocumentNode,
        ) => readonly GraphQLError[];
        const engine: EnvelopedEngine = { execute: enveloped.execute, subscribe: enveloped.subscribe };
        try {
          const document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          const contextValue: unknown = await enveloped.contextFactory();
          return {
            schema,
            document,
            contextValue,
            variableValues: payload.variables,
            operationName: payload.operationName,
            rootValue: engine,
          };
        } catch (error) {
          return [toCatalogueError(error, 'request', log)];
        }
      },
      // Errors graphql-ws reports itself (e.g. a stream that failed) get the catalogue's terms too.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => toCatalogueError(e, 'request', log).toJSON()),
    },
    wss,
  );

  return {
    clients: () => wss.clients.size,
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async close(graceMs) {
      const open = [...wss.clients];
      await disposable.dispose();
      const deadline = Date.now() + graceMs;
      while (open.some((socket) => socket.readyState !== socket.CLOSED) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
    },
  };
}
