/**
 * Writing a streamed file with constant memory: write, then wait until the stream takes more (or
 * the client went away). Shared by the audit export and the download handlers.
 */
import type { Writable } from 'node:stream';

/** Resolves once `out` takes more (`drain`) or is closed; at once when it needs no drain. */
export function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Write, then wait until the stream takes more (or the caller went away). */
export async function writeAll(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed || out.write(chunk)) return;
  await drained(out);
}
