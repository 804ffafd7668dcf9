/**
 * An upload interrupted by the death of its API process (issue 15, item 6). The dying process is
 * an API of its own whose event store freezes after the job's first sample batch and refuses
 * everything once it is "killed" (nothing of a dead process reaches the store), and whose
 * job-owner lease ends with it, as a killed process's connection does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplesStreamName, SAMPLES_RECORDED } from '@stride/contracts/events/upload';
import { uploadCommands } from '@stride/command/upload/handlers';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { StreamNotFoundError, type EventStore } from '@stride/streams/port';
import { silentLog } from '@stride/streams/testing/harness';
import { failAbandonedJobs } from './abandoned-jobs.ts';
import { openJobOwnerLease } from './job-owners.ts';
import { createApi } from './server.ts';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile, readSse, type GraphQLResponse } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
const players: { id: string; deviceId: string; udid: string }[] = [];
let eventId = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;

interface Job {
  id: string;
  state: string;
  code: string | null;
  summary: { kept: number; overlaps: { jobId: string; samples: number }[] } | null;
}
const JOB_FIELDS = 'id state code summary { kept overlaps { jobId samples } }';

function upload(
  url: string,
  name: string,
  content: string,
): Promise<GraphQLResponse<{ uploadEventFile: Job }>> {
  return postFile(
    url,
    `mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { ${JOB_FIELDS} } }`,
    { e: eventId },
    { name, bytes: new TextEncoder().encode(content) },
    h,
  );
}

async function follow(jobId: string): Promise<Job> {
  const response = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...h },
    body: JSON.stringify({ query: `subscription { jobUpdated(jobId: "${jobId}") { ${JOB_FIELDS} } }` }),
  });
  const stream = readSse<GraphQLResponse<{ jobUpdated: Job }>>(response);
  try {
    for (;;) {
      const job = (await stream.next(30_000)).data?.jobUpdated;
      if (!job) throw new Error('no job');
      if (['COMPUTED', 'FAILED', 'DUPLICATE'].includes(job.state)) return job;
    }
  } finally {
    await stream.close();
  }
}

const jobState = async (jobId: string) =>
  (
    await s.must<{ job: { state: string; code: string | null } }>(
      `{ job(jobId: "${jobId}") { state code } }`,
      {},
      h,
    )
  ).job;

/**
 * A store that lets through everything until `freezeAt` sample batches went in; the next sample
 * append waits, and after `kill()` every call fails, as nothing of a dead process reaches the store.
 */
function dyingStore(store: EventStore, freezeAt: number) {
  let batches = 0;
  let dead = false;
  let onFrozen: () => void = () => undefined;
  const frozen = new Promise<void>((resolve) => (onFrozen = resolve));
  let release: () => void = () => undefined;
  const killed = new Promise<void>((resolve) => (release = resolve));
  const refuse = () => Promise.reject(new Error('the process is dead'));
  const wrapped: EventStore = {
    ...store,
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    async append(streamName, events, options) {
      if (dead) return refuse();
      if (events[0]?.type === SAMPLES_RECORDED && ++batches > freezeAt) {
        onFrozen();
        await killed;
        return refuse();
      }
      return store.append(streamName, events, options);
    },
    close: () => Promise.resolve(),
  };
  return {
    store: wrapped,
    frozen,
    kill() {
      dead = true;
      release();
    },
  };
}

/**
 * Sends `file` through an API process that dies after the job's first sample append: the job is
 * left PARSING with one device's batch appended and never committed. Returns the dead job's id.
 */
async function crashMidUpload(name: string, file: string): Promise<string> {
  const dying = dyingStore(s.h.store, 1);
  const lease = openJobOwnerLease(s.h.pool, silentLog);
  const doomed = createApi({ ...s.apiOptions, store: dying.store, jobOwners: lease });
  const { url: doomedUrl } = await doomed.listen(0, '127.0.0.1');
  const sent = await upload(doomedUrl, name, file);
  expect(sent.errors).toBeUndefined();
  const dead = sent.data!.uploadEventFile.id;
  await dying.frozen;
  // The process dies: its lease's connection closes, its store refuses everything.
  await lease.close();
  dying.kill();
  await doomed.close();
  const orphans: string[] = [];
  for (const p of players) {
    try {
      for await (const e of s.h.store.readStream(samplesStreamName(eventId, p.deviceId)))
        orphans.push((e.metadata as { jobId: string }).jobId);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
  }
  expect(orphans.filter((id) => id === dead)).toEqual([dead]); // one device's batch, never committed
  await s.pipeline.projected('jobs');
  expect(await jobState(dead)).toEqual({ state: 'PARSING', code: null });
  return dead;
}

beforeAll(async () => {
  s = await openStack('upcrash');
  a = await setUpClub(http, s.url, s.mailer, 'Crash club');
  h = bearer(a.token);
  for (let i = 0; i < 2; i++) {
    const udid = `crash-${i}-${randomUUID().slice(0, 8)}`;
    const worn = await addPlayerWearing(
      (query, variables) => s.must(query, variables, h),
      a.teamId,
      { firstName: `Cr${i}`, lastName: 'Ash', maxHeartRate: null },
      { serial: `CR-${i}-${randomUUID().slice(0, 6)}`.toUpperCase(), udid },
    );
    players.push({ id: worn.playerId, deviceId: worn.deviceId, udid });
  }
  const { createEvent } = await s.must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Crash match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 95 * MINUTE).toISOString(),
      p: players.map((p) => p.id),
    },
    h,
  );
  eventId = createEvent.id;
});
afterAll(async () => {
  await s.close();
});

describe('an upload whose API process died', () => {
  it('is failed at once, its file can be sent again, and its batches never count', async () => {
    // Two devices: two streams, two appends; the process dies after the first.
    const file = strideCsv(
      players.map((p, i) => ({
        key: p.udid,
        batch: syntheticPlayer({ seed: 5 + i, seconds: 300, start: START + 5 * MINUTE }),
      })),
    );
    const dead = await crashMidUpload('crash.csv', file);

    // The same file again, through a living process: it proceeds instead of being its duplicate.
    const again = await upload(s.url, 'crash.csv', file);
    expect(again.errors).toBeUndefined();
    const job = await follow(again.data!.uploadEventFile.id);
    expect(job).toMatchObject({ state: 'COMPUTED', code: null });
    expect(job.summary?.overlaps).toEqual([]);
    await s.pipeline.projected('jobs');
    expect(await jobState(dead)).toEqual({ state: 'FAILED', code: 'UNKNOW_ERROR' });

    // The records hold the file's samples once: the dead job's batch is not counted.
    await s.pipeline.projected('records');
    let recorded = 0;
    for (const p of players) {
      const { selection } = await s.must<{ selection: { record: { samples: number } | null } }>(
        `{ selection(eventId: "${eventId}", playerId: "${p.id}") { record { samples } } }`,
        {},
        h,
      );
      recorded += selection.record?.samples ?? 0;
    }
    expect(recorded).toBe(job.summary!.kept);
  });

  it('lets another file of the same minutes keep them: the dead job holds none', async () => {
    const minutes = (seed: number) =>
      strideCsv(
        players.map((p, i) => ({
          key: p.udid,
          batch: syntheticPlayer({ seed: seed + i, seconds: 120, start: START + 60 * MINUTE }),
        })),
      );
    const dead = await crashMidUpload('first.csv', minutes(50));
    // Another file (other bytes) of the same device and minutes: not the dead job's duplicate,
    // and its samples are not left out as overlaps of the dead job's batch.
    const other = await upload(s.url, 'second.csv', minutes(70));
    expect(other.errors).toBeUndefined();
    const job = await follow(other.data!.uploadEventFile.id);
    expect(job).toMatchObject({ state: 'COMPUTED', code: null });
    expect(job.summary?.overlaps).toEqual([]);
    await s.pipeline.projected('jobs');
    expect(await jobState(dead)).toEqual({ state: 'FAILED', code: 'UNKNOW_ERROR' });
  });

  it('is failed by the next look for abandoned jobs, at once, while a living process keeps its own', async () => {
    const living = openJobOwnerLease(s.h.pool, silentLog);
    const gone = openJobOwnerLease(s.h.pool, silentLog);
    await Promise.all([living.ready(), gone.ready()]);
    const received = async (owner: typeof living) => {
      const commands = uploadCommands({
        store: s.h.store,
        index: {
          devicesByKeys: () => Promise.resolve(new Map()),
          teamEventsBetween: () => Promise.resolve([]),
        },
        owners: owner,
      });
      const jobId = randomUUID();
      const commandId = randomUUID();
      await commands.receive(
        {
          jobId,
          clubId: a.clubId,
          teamId: a.teamId,
          kind: 'EVENT',
          fileName: 'left.csv',
          bytes: 10,
          sha256: randomUUID(),
          eventId,
          deviceId: null,
          periodId: null,
          format: null,
        },
        {
          commandId,
          actorId: a.userId,
          clubId: a.clubId,
          correlationId: commandId,
          causationId: commandId,
          occurredAt: new Date(),
        },
      );
      return jobId;
    };
    const [kept, orphaned] = [await received(living), await received(gone)];
    await gone.close();
    await s.pipeline.projected('jobs');
    const next = openJobOwnerLease(s.h.pool, silentLog);
    try {
      const sweeper = uploadCommands({
        store: s.h.store,
        index: {
          devicesByKeys: () => Promise.resolve(new Map()),
          teamEventsBetween: () => Promise.resolve([]),
        },
        owners: next,
      });
      expect(await failAbandonedJobs(s.h.pool, sweeper, new Date())).toBe(1);
      await s.pipeline.projected('jobs');
      expect(await jobState(orphaned)).toEqual({ state: 'FAILED', code: 'UNKNOW_ERROR' });
      expect(await jobState(kept)).toEqual({ state: 'RECEIVED', code: null });
    } finally {
      await Promise.all([living.close(), next.close()]);
    }
  });
});
