/**
 * A small GraphQL client for tests: POST an operation (to `yoga.fetch` in-process or to a URL over
 * the network) and read subscriptions over Server-Sent Events.
 */
import { GRAPHQL_PATH } from '../yoga.ts';

/* ---------- calling the API ---------- */

export interface GraphQLResponse<Data = Record<string, unknown>> {
  readonly status: number;
  readonly data?: Data | null;
  readonly errors?: readonly {
    readonly message: string;
    readonly path?: readonly (string | number)[];
    readonly extensions?: Record<string, unknown>;
  }[];
}

export interface PostOptions {
  readonly variables?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

/** Over the network, as a browser would: the `post` target for an API listening on a port. */
export const http = { fetch: (input: string, init?: RequestInit) => fetch(input, init) };

/** POST a GraphQL operation to a yoga instance in-process (or a `fetch`-like over HTTP). */
export async function post<Data = Record<string, unknown>>(
  target: { fetch(input: string, init?: RequestInit): Promise<Response> | Response },
  query: string,
  options: PostOptions = {},
  base = 'http://api.test',
): Promise<GraphQLResponse<Data>> {
  const response = await target.fetch(`${base}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<Data>, 'status'>;
  return { status: response.status, ...body };
}

/* ---------- reading an SSE subscription ---------- */

export interface SseStream<T> {
  /** The next `next` event's payload; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<T>;
  /** Resolves when the server sent `complete` or closed the stream. */
  readonly completed: Promise<void>;
  close(): Promise<void>;
}

/** Reads `event: next` / `event: complete` messages of a GraphQL-over-SSE response. */
export function readSse<T>(response: Response): SseStream<T> {
  if (!response.body) throw new Error('SSE response without a body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const queue: T[] = [];
  const waiters: ((value: T) => void)[] = [];
  let buffer = '';
  let resolveCompleted!: () => void;
  const completed = new Promise<void>((resolve) => (resolveCompleted = resolve));

  const deliver = (value: T): void => {
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  };

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = message.split('\n');
          const event = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('\n');
          if (event === 'next') deliver(JSON.parse(data) as T);
          if (event === 'complete') resolveCompleted();
        }
      }
    } catch {
      // cancelled by close()
    }
    resolveCompleted();
  })();

  return {
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(onValue);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`no SSE event within ${timeoutMs} ms`));
        }, timeoutMs);
        const onValue = (value: T): void => {
          clearTimeout(timer);
          resolve(value);
        };
        waiters.push(onValue);
      });
    },
    completed,
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}

/** Open a GraphQL subscription over SSE (`Accept: text/event-stream`). */
export async function subscribeSse<T>(
  target: { fetch(input: string, init?: RequestInit): Promise<Response> | Response },
  query: string,
  variables: Record<string, unknown>,
  base = 'http://api.test',
  headers: Record<string, string> = {},
): Promise<SseStream<T>> {
  const response = await target.fetch(`${base}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`subscription refused: ${response.status} ${await response.text()}`);
  return readSse<T>(response);
}

/* ---------- uploading a file (GraphQL multipart request) ---------- */

/**
 * POST an operation with one file as a GraphQL multipart request: the file goes to the variable
 * `file` (`map: { "0": ["variables.file"] }`).
 */
export async function postFile<Data = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  file: { readonly name: string; readonly bytes: Uint8Array },
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<Data>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { accept: 'application/json', ...headers },
    body: form,
  });
  const text = await response.text();
  let body: Omit<GraphQLResponse<Data>, 'status'>;
  try {
    body = JSON.parse(text) as Omit<GraphQLResponse<Data>, 'status'>;
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: response.status, ...body };
}
