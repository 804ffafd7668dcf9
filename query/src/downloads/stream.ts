/** Writing a download to its response as it is produced, never whole in memory. */
import type { Writable } from 'node:stream';

/** Write, then wait until the socket takes more (or the caller went away). */
export async function writeAll(res: Writable, chunk: string | Uint8Array): Promise<void> {
  if (res.write(chunk)) return;
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

/** `content-disposition` of an attachment (the name comes from `safeFileName`: no quoting needed). */
export const attachment = (fileName: string): string => `attachment; filename="${fileName}"`;
