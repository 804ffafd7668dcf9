/**
 * A file whose times are relative (Kinexon) needs the instant it started: a quick import or a
 * dock upload of one without `startDate` is refused at once (`MISSING_START_DATE`), before it is
 * stored as a job. Only the file's first bytes are read.
 */
import { open } from 'node:fs/promises';
import { HEAD_BYTES, hasRelativeTimes } from '@stride/command/upload/relative';
import { DomainError } from '@stride/contracts/errors';
import { isSpooledFile } from '../../plugins/upload-spool.ts';

async function headOf(file: unknown): Promise<{ head: Uint8Array; complete: boolean; name: string } | null> {
  if (isSpooledFile(file)) {
    const handle = await open(file.path, 'r');
    try {
      const buffer = new Uint8Array(Math.min(HEAD_BYTES, file.size));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return { head: buffer.subarray(0, bytesRead), complete: bytesRead >= file.size, name: file.name };
    } finally {
      await handle.close();
    }
  }
  if (
    typeof file === 'object' &&
    file !== null &&
    'arrayBuffer' in file &&
    typeof file.arrayBuffer === 'function'
  ) {
    const bytes = new Uint8Array(await (file as { arrayBuffer(): Promise<ArrayBuffer> }).arrayBuffer());
    const name = 'name' in file && typeof file.name === 'string' ? file.name : undefined;
    return { head: bytes.subarray(0, HEAD_BYTES), complete: bytes.length <= HEAD_BYTES, name: name ?? '' };
  }
  return null;
}

/** The start given, as epoch ms; refuses a relative file without one. */
export async function startOf(file: unknown, startDate: Date | null | undefined): Promise<number | null> {
  if (startDate !== null && startDate !== undefined) {
    const time = startDate.getTime();
    if (Number.isNaN(time)) throw new DomainError('BAD_USER_INPUT', { field: 'startDate', reason: 'date' });
    return time;
  }
  const head = await headOf(file);
  if (head !== null && hasRelativeTimes(head.head, head.complete, head.name))
    throw new DomainError('MISSING_START_DATE', { field: 'startDate', reason: 'relativeTimes' });
  return null;
}
