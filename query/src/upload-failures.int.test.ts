/**
 * A failed upload job says why in codes (issue 16): `Job.failure` gives the catalogue code, the
 * reason and its parameters (the unknown device keys, the byte offset, the archive entry), which
 * the interface translates; `message` keeps the English words; `skipped` the keys a file naming
 * no device of the club left out (to map one). A job failed before reasons were
 * stored (its event has none, and stored events are never rewritten) has `failure` null and its
 * message.
 */
import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { uploadStreamName, type UploadEvent } from '@stride/contracts/events/upload';
import type { JsonValue } from '@stride/contracts/json';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { projectionNamed } from '@stride/projector/projections';
import { projectionRows, rebuild } from '@stride/projector/testing/rebuild';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile, type GraphQLResponse } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
const START = Date.parse('2026-05-02T18:00:00Z');

interface Param {
  name: string;
  number: number | null;
  text: string | null;
  list: string[] | null;
}
interface FailedJob {
  id: string;
  state: string;
  code: string | null;
  message: string | null;
  failure: { code: string; reason: string | null; params: Param[] } | null;
  skipped: { key: string; samples: number; reason: string }[];
}
const FIELDS =
  'id state code message failure { code reason params { name number text list } } skipped { key samples reason }';

beforeAll(async () => {
  s = await openStack('upfail');
  a = await setUpClub(http, s.url, s.mailer, 'Failure club');
  h = bearer(a.token);
});
afterAll(async () => {
  await s.close();
});

/** A dock upload of `content`; the job once it has ended. */
async function dockJob(name: string, content: string | Uint8Array): Promise<FailedJob> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const response: GraphQLResponse<{ uploadDockFile: { id: string } }> = await postFile(
    s.url,
    'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id } }',
    { t: a.teamId },
    { name, bytes },
    h,
  );
  expect(response.errors).toBeUndefined();
  return ended(response.data!.uploadDockFile.id);
}

async function ended(jobId: string): Promise<FailedJob> {
  let job: FailedJob | undefined;
  await until(
    async () => {
      ({ job } = await s.must<{ job: FailedJob }>(`{ job(jobId: "${jobId}") { ${FIELDS} } }`, {}, h));
      return ['FAILED', 'COMPUTED', 'DUPLICATE'].includes(job.state);
    },
    { timeoutMs: 30_000, everyMs: 50 },
  );
  return job!;
}

const param = (name: string, value: Partial<Param>): Param => ({
  name,
  number: null,
  text: null,
  list: null,
  ...value,
});

describe('a failed job', () => {
  it('names the unknown devices of a dock file as parameters', async () => {
    const batch = syntheticPlayer({ seed: 3, seconds: 30, start: START, dropRate: 0, hr: true });
    const job = await dockJob(
      'dock.csv',
      strideCsv([
        { key: 'GHOST-1', batch },
        { key: 'GHOST-2', batch },
      ]),
    );
    expect(job).toMatchObject({ state: 'FAILED', code: 'DEVICE_NOT_FOUND' });
    expect(job.failure).toEqual({
      code: 'DEVICE_NOT_FOUND',
      reason: 'UNKNOWN_DEVICES',
      params: [param('count', { number: 2 }), param('keys', { list: ['GHOST-1', 'GHOST-2'] })],
    });
    expect(job.message).toMatch(/GHOST-1/); // the English words stay, for logs and API users
    // Beside the reason, the keys left out with their samples, to map one to a player.
    expect(job.skipped).toEqual([
      { key: 'GHOST-1', samples: batch.t.length, reason: 'UNKNOWN' },
      { key: 'GHOST-2', samples: batch.t.length, reason: 'UNKNOWN' },
    ]);
  });

  it("says a docking station's Kinexon file needs the time it started", async () => {
    // In an archive the API cannot tell the times are relative before the job reads it.
    const kinexon = 'ts in ms,sensor id,full name,x in m,y in m\n0,9001,Ada,1,1\n50,9001,Ada,1.1,1\n';
    const job = await dockJob('kinexon.zip', zipSync({ 'match.csv': new TextEncoder().encode(kinexon) }));
    expect(job).toMatchObject({ state: 'FAILED', code: 'MISSING_START_DATE', skipped: [] });
    expect(job.failure).toEqual({
      code: 'MISSING_START_DATE',
      reason: 'RELATIVE_TIMES_NEED_START',
      params: [],
    });
  });

  it("says which file of a docking station's archive was refused, and why", async () => {
    const zip = zipSync({
      'UP-1.csv': new TextEncoder().encode('device,time,hr,hr\nUP-1,2026-05-02T18:00:00Z,120,1\n'),
    });
    const job = await dockJob('dock.zip', zip);
    expect(job.failure).toEqual({
      code: 'BULK_UPLOAD_INVALID_FILE',
      reason: 'CSV_DUPLICATE_COLUMN',
      params: [param('column', { text: 'hr' }), param('entry', { text: 'UP-1.csv' })],
    });
  });

  it('has a reason without parameters where there are none', async () => {
    const job = await dockJob('empty.csv', '');
    expect(job.failure).toEqual({ code: 'BULK_UPLOAD_INVALID_FILE', reason: 'FILE_EMPTY', params: [] });
  });

  it('failed before reasons were stored: no failure, its English message as it was', async () => {
    const jobId = randomUUID();
    const now = new Date().toISOString();
    const metadata = { actorId: a.userId, clubId: a.clubId, occurredAt: now, schemaVersion: 1 };
    const events: UploadEvent[] = [
      {
        type: 'UploadReceived',
        data: {
          jobId,
          clubId: a.clubId,
          teamId: a.teamId,
          kind: 'DOCK',
          fileName: 'old.fit',
          bytes: 1000,
          sha256: randomUUID(),
          eventId: null,
          deviceId: null,
          periodId: null,
          format: null,
        },
      },
      { type: 'UploadStarted', data: { jobId } },
      {
        type: 'UploadFailed',
        data: {
          jobId,
          code: 'BULK_UPLOAD_INVALID_FILE',
          message: 'the FIT decoder stopped: FIT Runtime Error at byte 936',
          details: { reason: 'FIT Runtime Error at byte 936' },
        },
      },
    ];
    await s.h.store.append(
      uploadStreamName(jobId),
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: JSON.parse(JSON.stringify(event.data)) as JsonValue,
        metadata,
      })),
      { expectedRevision: 'no_stream' },
    );
    await s.pipeline.projected('jobs');
    expect(await ended(jobId)).toEqual({
      id: jobId,
      state: 'FAILED',
      code: 'BULK_UPLOAD_INVALID_FILE',
      message: 'the FIT decoder stopped: FIT Runtime Error at byte 936',
      failure: null,
      skipped: [],
    });
  });

  it('is what a rebuild of the jobs read model gives, byte for byte (old failures included)', async () => {
    const jobs = projectionNamed('jobs')!;
    await s.pipeline.projected('jobs');
    const before = await projectionRows(s.h.pool, jobs);
    expect(before['rm.jobs']?.some((row) => /"reason": ?"UNKNOWN_DEVICES"/.test(row))).toBe(true);
    await rebuild(s.h, jobs);
    expect(await projectionRows(s.h.pool, jobs)).toEqual(before);
  });
});
