/**
 * Uploads go to disk as they stream in, never into memory (issue 15: four concurrent 150 MB
 * uploads took the API from 176 MB to 1.5 GB): a multipart GraphQL request (the GraphQL
 * multipart request spec, as yoga reads it) is parsed here with busboy, each file written to a
 * temporary file (SHA-256 and size counted on the way) and handed to the resolver as a
 * `SpooledFile`. A job that takes the file deletes it when it ends; a file no resolver took is
 * deleted when the response is sent.
 *
 * At most `maxPending` files are held at once by the process (received, queued or being read):
 * a request past it is refused before its body is read, with UPLOAD_LIMIT_REACHED (HTTP 429).
 */
import Busboy from '@fastify/busboy';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '@stride/contracts/errors';
import { createGraphQLError } from 'graphql-yoga';

/** An uploaded file on disk, as a resolver gets it for a `File` argument. */
export interface SpooledFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly path: string;
  /** SHA-256 of the bytes, hex. */
  readonly sha256: string;
  /** The bytes (read from disk): what other File arguments offer. */
  arrayBuffer(): Promise<ArrayBuffer>;
  /**
   * The caller keeps the file past the response: it is no longer deleted then; the returned
   * function deletes it (and frees its place) when the caller is done.
   */
  take(): () => Promise<void>;
}

export function isSpooledFile(value: unknown): value is SpooledFile {
  return typeof value === 'object' && value !== null && typeof (value as SpooledFile).take === 'function';
}

export interface UploadSpoolOptions {
  /** Largest file. */
  readonly maxFileBytes: number;
  /** Largest other field (`operations`, `map`). */
  readonly maxFieldBytes: number;
  /** Files the process holds at once. @default 8 */
  readonly maxPending?: number;
  /** Where the files go. @default os.tmpdir() */
  readonly dir?: string;
}

export interface UploadSpool {
  /** The GraphQL parameters of a multipart request, its files on disk, kept under `key`. */
  parse(request: Request, key?: Request): Promise<unknown>;
  /** Deletes the files of `request` that no one took. */
  release(request: Request): Promise<void>;
  /** Files held now (being received, queued or read). */
  pending(): number;
}

function refusal(message: string, status: number, code: string, reason: string) {
  return createGraphQLError(message, { extensions: { http: { status }, code, reason } });
}

/** The catalogue's UPLOAD_LIMIT_REACHED (the error catalogue plugin maps it), as HTTP 429. */
export const uploadLimitReached = (maxPending: number) =>
  createGraphQLError('UPLOAD_LIMIT_REACHED', {
    originalError: new DomainError('UPLOAD_LIMIT_REACHED', { maxPending }),
    extensions: { http: { status: 429 } },
  });

/**
 * The catalogue's BULK_UPLOAD_TOO_LARGE with the limit as data, as HTTP 413: a client says it in
 * its user's language ("Device data too large", issue 16) rather than showing English words.
 */
const tooLarge = (limit: number) =>
  createGraphQLError('BULK_UPLOAD_TOO_LARGE', {
    originalError: new DomainError('BULK_UPLOAD_TOO_LARGE', { maxBytes: limit }),
    extensions: { http: { status: 413 } },
  });

const invalid = (reason: string) =>
  refusal(`POST body sent invalid multipart data: ${reason}`, 400, 'BAD_USER_INPUT', reason);

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current: Record<string, unknown> = target;
  for (const [i, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (i === keys.length - 1) current[key] = value;
    else {
      const next = current[key];
      if (typeof next !== 'object' || next === null) current[key] = {};
      current = current[key] as Record<string, unknown>;
    }
  }
}

export function createUploadSpool(options: UploadSpoolOptions): UploadSpool {
  const maxPending = options.maxPending ?? 8;
  const dir = options.dir ?? tmpdir();
  let held = 0;
  const byRequest = new WeakMap<Request, Set<() => Promise<void>>>();

  /** One place: freed once, by whoever deletes its file (or by the parse that made none). */
  function place(): () => void {
    held++;
    let freed = false;
    return () => {
      if (!freed) held--;
      freed = true;
    };
  }

  async function receive(
    request: Request,
    field: Set<() => Promise<void>>,
    hand: () => () => void,
  ): Promise<unknown> {
    const fields = new Map<string, string>();
    const files = new Map<string, SpooledFile>();
    const writes: Promise<void>[] = [];
    const busboy = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fileSize: options.maxFileBytes, files: 1, fields: 10, fieldSize: options.maxFieldBytes },
    });
    busboy.on('field', (name: string, value: string) => fields.set(name, value));
    busboy.on(
      'file',
      (
        name: string,
        stream: Readable & { truncated: boolean },
        fileName: string,
        _e: string,
        type: string,
      ) => {
        const path = join(dir, `stride-upload-${randomUUID()}`);
        const free = hand();
        let deleted: Promise<void> | null = null;
        const remove = () => (deleted ??= rm(path, { force: true }).finally(free));
        field.add(remove);
        const hash = createHash('sha256');
        let size = 0;
        const counting = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        const written = pipeline(stream, counting, createWriteStream(path)).then(() => {
          if (stream.truncated) throw tooLarge(options.maxFileBytes);
          const sha256 = hash.digest('hex');
          files.set(name, {
            name: fileName,
            size,
            type,
            path,
            sha256,
            arrayBuffer: async () => {
              const bytes = await readFile(path);
              return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
            },
            take() {
              field.delete(remove);
              return remove;
            },
          });
        });
        // Awaited with the others once the body is read; handled now so that a write failing
        // meanwhile (the client gone, the file too large) is no unhandled rejection.
        written.catch(() => undefined);
        writes.push(written);
      },
    );
    const body = request.body;
    if (body === null) throw invalid('no body');
    try {
      await pipeline(Readable.from(body as unknown as AsyncIterable<Uint8Array>), busboy);
      await Promise.all(writes);
    } catch (error) {
      await Promise.allSettled(writes);
      if (error instanceof Error && 'extensions' in error) throw error;
      throw invalid(error instanceof Error ? error.message : String(error));
    }
    const operationsText = fields.get('operations');
    if (operationsText === undefined) throw invalid('missing multipart form field "operations"');
    let operations: unknown;
    let map: Record<string, string[]> = {};
    try {
      operations = JSON.parse(operationsText);
      const mapText = fields.get('map');
      if (mapText !== undefined) map = JSON.parse(mapText) as Record<string, string[]>;
    } catch {
      throw invalid('"operations" and "map" must be JSON');
    }
    if (typeof operations !== 'object' || operations === null)
      throw invalid('"operations" must be an object');
    for (const [index, paths] of Object.entries(map)) {
      if (!Array.isArray(paths)) throw invalid('"map" must list paths');
      for (const path of paths)
        setPath(operations as Record<string, unknown>, String(path), files.get(index));
    }
    return operations;
  }

  return {
    async parse(request, key = request) {
      // Refused before a byte of the body is read.
      if (held >= maxPending) throw uploadLimitReached(maxPending);
      // The request's place while it streams in, then its file's (only one file a request).
      const free = place();
      let handed = false;
      const hand = () => {
        handed = true;
        return free;
      };
      const field = new Set<() => Promise<void>>();
      byRequest.set(key, field);
      try {
        return await receive(request, field, hand);
      } catch (error) {
        await Promise.all([...field].map((remove) => remove()));
        field.clear();
        throw error;
      } finally {
        if (!handed) free();
      }
    },
    async release(request) {
      const field = byRequest.get(request);
      if (field === undefined) return;
      byRequest.delete(request);
      await Promise.all([...field].map((remove) => remove()));
    },
    pending: () => held,
  };
}
