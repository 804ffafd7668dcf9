/** An uploaded file as the upload commands read it: on disk or in memory, readable as often as asked. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ByteChunks } from '../readers/types.ts';

/** An uploaded file, readable from its start as often as asked. */
export interface UploadSource {
  readonly fileName: string;
  readonly bytes: number;
  /** SHA-256 of the bytes, hex. */
  readonly sha256: string;
  chunks(): ByteChunks;
  /** Where the file is on disk, when it is: a reading thread opens it itself. */
  readonly path?: string;
  /** Called once when the job is done with the file (a file on disk is deleted). */
  dispose?(): Promise<void>;
}

/** The SHA-256 (hex) of a file held in memory. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A file held in memory (an upload's body). */
export function memorySource(fileName: string, bytes: Uint8Array): UploadSource {
  const sha256 = sha256Of(bytes);
  return {
    fileName,
    bytes: bytes.length,
    sha256,
    *chunks() {
      for (let offset = 0; offset < bytes.length; offset += 256 * 1024)
        yield bytes.subarray(offset, offset + 256 * 1024);
    },
  };
}

/** A file on disk whose size and SHA-256 were counted as it was written; `dispose` deletes it. */
export function diskSource(
  fileName: string,
  file: { readonly path: string; readonly bytes: number; readonly sha256: string },
  dispose: () => Promise<void>,
): UploadSource {
  return {
    fileName,
    bytes: file.bytes,
    sha256: file.sha256,
    path: file.path,
    chunks: () => createReadStream(file.path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Uint8Array>,
    dispose,
  };
}
