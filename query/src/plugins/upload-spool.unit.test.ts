import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadSpool, isSpooledFile } from './upload-spool.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function upload(bytes: Uint8Array): Request {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: 'mutation ($file: File!) { x(file: $file) }', variables: { file: null } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)]), 'track.csv');
  return new Request('http://api.test/graphql', { method: 'POST', body: form });
}

const held = async () => readdir(dir);

describe('the upload spool', () => {
  it('writes the file to disk with its size and SHA-256, and deletes it when its taker is done', async () => {
    const spool = createUploadSpool({ maxFileBytes: 1024 * 1024, maxFieldBytes: 64 * 1024, dir });
    const bytes = new TextEncoder().encode('device,time,speed\nA,1700000000000,1\n'.repeat(100));
    const request = upload(bytes);
    const params = (await spool.parse(request)) as { variables: { file: unknown } };
    const file = params.variables.file;
    if (!isSpooledFile(file)) throw new Error('no spooled file');
    expect(file).toMatchObject({ name: 'track.csv', size: bytes.length });
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(new Uint8Array(await readFile(file.path))).toEqual(bytes);
    expect(spool.pending()).toBe(1);
    const dispose = file.take();
    await spool.release(request); // taken: the response does not delete it
    expect(await held()).toHaveLength(1);
    await dispose();
    expect(await held()).toEqual([]);
    expect(spool.pending()).toBe(0);
  });

  it('deletes a file nobody took when the response is sent', async () => {
    const spool = createUploadSpool({ maxFileBytes: 1024, maxFieldBytes: 64 * 1024, dir });
    const request = upload(new Uint8Array(100).fill(65));
    await spool.parse(request);
    expect(await held()).toHaveLength(1);
    await spool.release(request);
    expect(await held()).toEqual([]);
    expect(spool.pending()).toBe(0);
  });

  it('refuses a file over the limit with 413 and keeps nothing of it', async () => {
    const spool = createUploadSpool({ maxFileBytes: 1024, maxFieldBytes: 64 * 1024, dir });
    const error = await spool.parse(upload(new Uint8Array(5000).fill(65))).then(
      () => null,
      (thrown: unknown) =>
        thrown as { message?: string; originalError?: unknown; extensions?: { http?: { status?: number } } },
    );
    expect(error?.extensions?.http?.status).toBe(413);
    // A catalogue code with the limit as data, which a client translates (no English reason).
    expect(error?.message).toBe('BULK_UPLOAD_TOO_LARGE');
    expect(error?.originalError).toMatchObject({
      code: 'BULK_UPLOAD_TOO_LARGE',
      details: { maxBytes: 1024 },
    });
    expect(await held()).toEqual([]);
    expect(spool.pending()).toBe(0);
  });

  it('refuses a request past the files it may hold with UPLOAD_LIMIT_REACHED, before reading it', async () => {
    const spool = createUploadSpool({ maxFileBytes: 1024, maxFieldBytes: 64 * 1024, maxPending: 1, dir });
    const first = upload(new Uint8Array(10));
    await spool.parse(first);
    const error = await spool.parse(upload(new Uint8Array(10))).then(
      () => null,
      (thrown: unknown) => thrown as Error & { extensions?: { http?: { status?: number } } },
    );
    expect(error?.message).toBe('UPLOAD_LIMIT_REACHED');
    expect(error?.extensions?.http?.status).toBe(429);
    await spool.release(first);
    await spool.release(first);
    expect(spool.pending()).toBe(0);
    const again = upload(new Uint8Array(10));
    await spool.parse(again);
    await spool.release(again);
  });
});
