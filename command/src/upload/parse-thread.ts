/**
 * A thread that reads uploaded files (parse.ts keeps a few): for each task, the file from disk
 * or from the bytes it was given, through `readUpload` with the upload's limits; it posts how far
 * it got, then the devices' batches (their buffers moved, not copied) or the refusal.
 */
import { createReadStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { isReaderError } from '../readers/types.ts';
import type { ThreadMessage, ThreadTask } from './parse.ts';
import { readUpload } from './read-upload.ts';

const PROGRESS_EVERY = 1024 * 1024;
const port = parentPort!;

function post(message: ThreadMessage, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

async function* counted(
  task: number,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  let reported = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    if (bytes - reported >= PROGRESS_EVERY) {
      reported = bytes;
      post({ task, kind: 'progress', bytes });
    }
    yield chunk;
  }
}

async function run({ task, path, data, options }: ThreadTask): Promise<void> {
  const chunks =
    path !== undefined
      ? (createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Uint8Array>)
      : [data ?? new Uint8Array(0)];
  try {
    const read = await readUpload(counted(task, chunks), options);
    const buffers = new Set<ArrayBuffer>();
    for (const device of read.devices.values())
      for (const batch of device.batches)
        for (const column of Object.values(batch) as (Float64Array | Float32Array | null)[])
          if (column !== null && column.buffer instanceof ArrayBuffer) buffers.add(column.buffer);
    post({ task, kind: 'done', read }, [...buffers]);
  } catch (error) {
    if (isReaderError(error))
      post({
        task,
        kind: 'refused',
        code: error.code,
        reason: error.reason,
        message: error.message,
        params: { ...error.params },
        details: { ...error.details },
      });
    else
      post({
        task,
        kind: 'failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
  }
}

port.on('message', (task: ThreadTask) => void run(task));
post({ task: -1, kind: 'ready' });
