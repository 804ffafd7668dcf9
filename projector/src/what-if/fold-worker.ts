/**
 * A what-if fold worker's thread (fold-pool.ts starts it): folds one selection at a time with
 * `foldSelection`, the records projection's own fold, and posts back its `MetricsResult`.
 *
 * It has no store connection of its own: its store's `readStream` asks the API's thread for the
 * stream's events a chunk at a time (read-through, so at most two chunks of a source are held
 * here: the one folded and the one asked for next). The same code on the same bytes: a what-if in
 * a worker equals one in the API's thread, and the records projection's record, byte for byte.
 */
import { parentPort } from 'node:worker_threads';
import type { EventStore, ReadStreamOptions, RecordedEvent } from '@stride/streams/port';
import { foldSelection } from '../projections/records-compute.ts';
import type { FromWorker, ToWorker } from './fold-messages.ts';

const port = parentPort;
if (port === null) throw new Error('fold-worker.ts runs only as a worker thread (fold-pool.ts)');
const post = (message: FromWorker) => port.postMessage(message);

interface Chunk {
  readonly events: readonly RecordedEvent[];
  readonly done: boolean;
}

let lastReadId = 0;
const chunksAsked = new Map<number, { resolve: (chunk: Chunk) => void; reject: (error: Error) => void }>();

function ask(message: FromWorker & { readId: number }): Promise<Chunk> {
  return new Promise((resolve, reject) => {
    chunksAsked.set(message.readId, { resolve, reject });
    post(message);
  });
}

async function* readStream(
  streamName: string,
  options: ReadStreamOptions = {},
): AsyncGenerator<RecordedEvent> {
  const readId = ++lastReadId;
  let pending: Promise<Chunk> | null = ask({ kind: 'read', readId, streamName, options });
  let finished = false;
  try {
    while (pending !== null) {
      const chunk: Chunk = await pending;
      // The next chunk is read while this one is folded.
      pending = chunk.done ? null : ask({ kind: 'next', readId });
      if (chunk.done) finished = true;
      yield* chunk.events;
    }
  } finally {
    if (!finished) {
      // Left early: the chunk asked for is dropped, and the API's thread closes its read.
      pending?.catch(() => undefined);
      post({ kind: 'cancel', readId });
    }
  }
}

/** Only what `foldSelection` uses of a store: reading a stream. */
const store = {
  readStream,
} satisfies Pick<EventStore, 'readStream'> as unknown as EventStore;

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'chunk': {
      const asked = chunksAsked.get(message.readId);
      chunksAsked.delete(message.readId);
      asked?.resolve({ events: message.events, done: message.done });
      return;
    }
    case 'readFailed': {
      const asked = chunksAsked.get(message.readId);
      chunksAsked.delete(message.readId);
      asked?.reject(Object.assign(new Error(message.message), { name: message.name }));
      return;
    }
    case 'fold': {
      const { taskId, event, plan, tracking } = message;
      foldSelection(store, event, plan, tracking, undefined).then(
        ({ result }) => post({ kind: 'folded', taskId, result }),
        (error: unknown) =>
          post({
            kind: 'failed',
            taskId,
            name: error instanceof Error ? error.name : 'Error',
            message: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
  }
});
