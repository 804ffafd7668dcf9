/**
 * Hostile uploads through the API (issue 15), on the real pipeline: a ZIP bomb is read off the
 * API's event loop (`/healthz` answers while it is being read) and stopped at its time limit; a
 * 3.5 MB CSV naming 100 000 devices is refused with its code; uploads are held on disk and limited
 * in number per club and in all. Each refusal leaves nothing in the store but the job's own story.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyDevicesCsv, newlineBombZip } from '@stride/command/upload/hostile-files';
import { START, type Position } from '@stride/streams/port';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile, type GraphQLResponse } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
let dir: string;

interface Job {
  id: string;
  state: string;
  code: string | null;
}

const dock = (club: ClubSetUp, name: string, bytes: Uint8Array) =>
  postFile<{ uploadDockFile: Job }>(
    s.url,
    'mutation ($file: File!, $teamId: ID) { uploadDockFile(file: $file, teamId: $teamId) { id state code } }',
    { teamId: club.teamId },
    { name, bytes },
    bearer(club.token),
  );

const jobOf = (response: GraphQLResponse<{ uploadDockFile: Job }>): Job => {
  if (!response.data?.uploadDockFile) throw new Error(JSON.stringify(response.errors));
  return response.data.uploadDockFile;
};

async function state(club: ClubSetUp, jobId: string): Promise<Job> {
  const { job } = await s.must<{ job: Job }>(
    'query ($id: ID!) { job(jobId: $id) { id state code } }',
    { id: jobId },
    bearer(club.token),
  );
  return job;
}

async function ended(club: ClubSetUp, jobId: string): Promise<Job> {
  for (;;) {
    const job = await state(club, jobId);
    if (['COMPUTED', 'FAILED', 'DUPLICATE'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The streams written after `from`: a refused file writes only its job and its claim. */
async function streamsWrittenAfter(from: Position | null): Promise<Set<string>> {
  const streams = new Set<string>();
  for await (const event of s.h.store.readAll({ fromPosition: from ?? START }))
    streams.add(event.streamName.slice(0, event.streamName.indexOf('-')));
  return streams;
}

const spooled = async () => (await readdir(dir)).filter((name) => name.startsWith('stride-upload-'));

/** Waits until no uploaded file is held (a job deletes its file just after it ends). */
async function noneSpooled(): Promise<void> {
  const until = Date.now() + 10_000;
  while ((await spooled()).length > 0) {
    if (Date.now() > until) throw new Error(`files still held: ${(await spooled()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-limits-'));
  s = await openStack('upload_limits', {
    uploadDir: dir,
    uploadLimits: {
      // The bomb's 4000 MiB of line breaks are read until the time limit stops them: no reader
      // inflates and splits 2 GB a second, so the limit comes first on any machine (the issue's
      // 940 MiB bomb was read whole in under 4 s on a quiet machine here).
      maxLines: 2 ** 40,
      maxUnpackedBytes: 2 ** 40,
      timeoutMs: 2000,
      concurrency: 1,
      maxPendingPerClub: 3,
      maxPending: 4,
    },
  });
  a = await setUpClub(http, s.url, s.mailer, 'Limits A');
  b = await setUpClub(http, s.url, s.mailer, 'Limits B');
}, 60_000);
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a ZIP bomb (4 MB, one CSV entry of 4000 MiB of line breaks)', () => {
  it('is read off the event loop: /healthz answers while it is being read; it fails at its time limit, the store unchanged', async () => {
    const before = await s.h.store.headPosition();
    const job = jobOf(await dock(a, 'bomb.zip', newlineBombZip(4000)));
    let answeredWhileParsing = 0;
    for (;;) {
      const was = (await state(a, job.id)).state;
      const health = await fetch(`${s.url}/healthz`);
      const is = (await state(a, job.id)).state;
      expect(health.status).toBe(200);
      if (was === 'PARSING' && is === 'PARSING') answeredWhileParsing++;
      if (is === 'FAILED') break;
    }
    expect(answeredWhileParsing).toBeGreaterThan(0);
    expect((await state(a, job.id)).code).toBe('BULK_UPLOAD_TIMEOUT');
    expect(await streamsWrittenAfter(before)).toEqual(new Set(['upload', 'samplefile']));
  }, 50_000);
});

describe('a 3.5 MB CSV naming 100 000 devices', () => {
  it('fails with BULK_UPLOAD_TOO_MANY_DEVICES, the store unchanged', async () => {
    const before = await s.h.store.headPosition();
    const file = manyDevicesCsv(100_000);
    expect(file.length).toBeGreaterThan(3_400_000);
    const job = await ended(a, jobOf(await dock(a, 'devices.csv', file)).id);
    expect(job).toMatchObject({ state: 'FAILED', code: 'BULK_UPLOAD_TOO_MANY_DEVICES' });
    expect(await streamsWrittenAfter(before)).toEqual(new Set(['upload', 'samplefile']));
  }, 30_000);
});

describe('upload quota', () => {
  it('holds files on disk, a club’s fourth pending upload and the process’s fifth are refused with UPLOAD_LIMIT_REACHED; places come back', async () => {
    const small = (i: number) =>
      new TextEncoder().encode(`device,time,speed\nUNKNOWN-${i},1700000000000,1\n`);
    // The bomb keeps the one reading slot for seconds: what follows waits, held on disk.
    const first = jobOf(await dock(a, 'bomb.zip', newlineBombZip(941)));
    const queued = [jobOf(await dock(a, 'one.csv', small(1))), jobOf(await dock(a, 'two.csv', small(2)))];
    expect((await spooled()).length).toBeGreaterThanOrEqual(3);
    const fourth = await dock(a, 'three.csv', small(3));
    expect(codeOf(fourth)).toBe('UPLOAD_LIMIT_REACHED');
    expect(fourth.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Another club has places of its own, until the process holds its four files.
    const other = jobOf(await dock(b, 'b1.csv', small(4)));
    const fifth = await dock(b, 'b2.csv', small(5));
    expect(fifth.status).toBe(429);
    expect(codeOf(fifth)).toBe('UPLOAD_LIMIT_REACHED');

    for (const job of [first, ...queued]) await ended(a, job.id);
    await ended(b, other.id);
    // The files are gone and every place is free again.
    await noneSpooled();
    const again = jobOf(await dock(a, 'three.csv', small(3)));
    expect((await ended(a, again.id)).code).toBe('DEVICE_NOT_FOUND');
    await noneSpooled();
  }, 50_000);

  it('deletes a file no job took (a refused call) with the response', async () => {
    const response = await postFile<{ uploadDockFile: Job }>(
      s.url,
      'mutation ($file: File!, $teamId: ID) { uploadDockFile(file: $file, teamId: $teamId) { id state code } }',
      { teamId: a.teamId },
      { name: 'theirs.csv', bytes: new TextEncoder().encode('device,time,speed\nX,1700000000000,1\n') },
      bearer(b.token),
    );
    expect(codeOf(response)).toBe('FORBIDDEN');
    await noneSpooled();
  });
});

describe('an upload sent again with the same x-command-id', () => {
  it('names the same job (the file on disk counts by its content, not its temporary path); another file is COMMAND_ID_REUSED', async () => {
    const send = (bytes: Uint8Array) =>
      postFile<{ uploadDockFile: Job }>(
        s.url,
        'mutation ($file: File!, $teamId: ID) { uploadDockFile(file: $file, teamId: $teamId) { id state code } }',
        { teamId: b.teamId },
        { name: 'again.csv', bytes },
        { ...bearer(b.token), 'x-command-id': commandId },
      );
    const commandId = randomUUID();
    const first = jobOf(await send(new TextEncoder().encode('device,time\nA,1\n')));
    const again = jobOf(await send(new TextEncoder().encode('device,time\nA,1\n')));
    expect(again.id).toBe(first.id);
    const other = await send(new TextEncoder().encode('device,time\nB,1\n'));
    expect(other.errors?.[0]?.message).toBe('COMMAND_ID_REUSED');
    await ended(b, first.id);
  });
});
