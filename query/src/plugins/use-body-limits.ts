/**
 * How much of a request body the API reads: JSON bodies up to `maxJsonBytes`, multipart bodies
 * (file uploads) up to `maxUploadBytes` plus room for the form's other fields. Counted while the
 * body streams in, whatever its `Content-Length` says, so an upload is refused as soon as it
 * passes the limit, never after buffering it. A refusal is HTTP 413 with `BAD_USER_INPUT`.
 * Multipart bodies are parsed by the upload spool (upload-spool.ts): files go to disk, at most
 * `maxPendingUploads` at once.
 */
import { createFetch } from '@whatwg-node/fetch';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { createUploadSpool, type UploadSpool } from './upload-spool.ts';

export interface BodyLimitsOptions {
  /** Largest JSON (or other non-multipart) body. @default 1048576 (1 MiB) */
  readonly maxJsonBytes?: number;
  /** Largest uploaded file. @default 268435456 (256 MiB) */
  readonly maxUploadBytes?: number;
  /** Uploaded files the process holds at once (upload-spool.ts). @default 8 */
  readonly maxPendingUploads?: number;
  /** Where uploaded files are held. @default os.tmpdir() */
  readonly uploadDir?: string;
}

/** The multipart form's fields besides the file (`operations`, `map`). */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

function tooLarge(limit: number) {
  return createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'BAD_USER_INPUT', reason: `the body is over ${limit} bytes` },
  });
}

/** The fetch API yoga builds requests with: one file per upload, at most `maxUploadBytes`. */
export function uploadFetchApi(maxUploadBytes: number) {
  return createFetch({
    formDataLimits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: FORM_OVERHEAD_BYTES },
  });
}

export function useBodyLimits(options: BodyLimitsOptions = {}): Plugin {
  const maxJson = options.maxJsonBytes ?? 1024 * 1024;
  const maxUpload = options.maxUploadBytes ?? 256 * 1024 * 1024;
  const spool: UploadSpool = createUploadSpool({
    maxFileBytes: maxUpload,
    maxFieldBytes: FORM_OVERHEAD_BYTES,
    ...(options.maxPendingUploads === undefined ? {} : { maxPending: options.maxPendingUploads }),
    ...(options.uploadDir === undefined ? {} : { dir: options.uploadDir }),
  });
  return {
    async onResponse({ request }) {
      await spool.release(request);
    },
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const multipart = (request.headers.get('content-type') ?? '')
        .toLowerCase()
        .startsWith('multipart/form-data');
      const limit = multipart ? maxUpload + FORM_OVERHEAD_BYTES : maxJson;
      const length = request.headers.get('content-length');
      if (length !== null && (!/^\d+$/.test(length) || Number(length) > limit)) throw tooLarge(limit);
      if (requestParser === undefined || request.body === null) return;
      const parse = multipart
        ? (req: Request) => spool.parse(req, request) as ReturnType<typeof requestParser>
        : requestParser;
      setRequestParser((req) => {
        let read = 0;
        const body = req.body!.pipeThrough(
          new fetchAPI.TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > limit) controller.error(tooLarge(limit));
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(req.url, {
            method: req.method,
            headers: req.headers,
            signal: req.signal,
            body,
            // @ts-expect-error: Node's fetch needs it for a streamed body; the DOM types lack it
            duplex: 'half',
          }),
        );
      });
    },
  };
}
