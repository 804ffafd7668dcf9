/**
 * Files whose times are relative (Kinexon): told from the file's first bytes, so that an upload
 * that needs a start can be refused before it is stored as a job (the job refuses it too, once
 * read: an archive's entries are only seen then).
 */
import { detectFormat } from '../readers/detect.ts';
export { HEAD_BYTES } from '../readers/detect.ts';
import { RELATIVE_TIME_FORMATS } from '../readers/types.ts';
import { isZip } from './uploaded.ts';

/** Whether a file starting with `head` holds relative times; false when it cannot tell (an archive, an unknown file). */
export function hasRelativeTimes(head: Uint8Array, complete: boolean, fileName?: string): boolean {
  if (isZip(head)) return false;
  try {
    return RELATIVE_TIME_FORMATS.has(detectFormat(head, complete, fileName));
  } catch {
    return false;
  }
}
