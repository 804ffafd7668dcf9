/** Writing a streamed file (audit export, downloads) without holding it whole in memory. */
import type { Writable } from 'node:stream';

/** Write, then wait until the socket takes more (or the caller went away). */
export async function writeAll(res: Writable, text: string): Promise<void> {
  if (res.write(text)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
