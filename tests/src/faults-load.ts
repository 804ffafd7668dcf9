/**
 * The fault suite's load (issue 15, "Prove it"): `npm start -- tree` (a process per role) driven
 * over HTTP by command bursts and uploads while the relay, projector and API processes are killed
 * outright at seeded random moments. Every write carries an `x-command-id` and is sent again with
 * the same id after an error or a lost connection, as the web app does; each answer is counted as
 * it comes. Shared by `faults.int.test.ts` and `npm run bench -- faults`.
 */
import { randomUUID } from 'node:crypto';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing } from '@stride/query/testing/accounts';
import type { ClubSession } from './accounts.ts';
import { rolePids } from './platform-process.ts';

export type Role = 'api' | 'relay' | 'projector';
const ROLES: readonly Role[] = ['api', 'relay', 'projector'];

/** A small seeded generator (mulberry32): the same seed, the same kills and bursts. */
export function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WriteTally {
  /** Writes the clients meant to make (each once, whatever the retries). */
  attempted: number;
  /** Writes answered with data at last. */
  acknowledged: number;
  /** Writes given up: still no answer with data when their retries ran out. */
  gaveUp: number;
  /** Every answer, by what it said: `ok`, an error's `extensions.code`, or `network`. */
  answers: Record<string, number>;
  /** Names of the acknowledged creates, and of all attempted ones. */
  readonly names: string[];
  readonly acknowledgedNames: Set<string>;
  /** What each given-up write was answered, in runs: `network ×12 @0.4 s, INTERNAL_SERVER_ERROR ×3 @9.8 s`. */
  readonly givenUp: { readonly name: string; readonly answers: string }[];
}

export interface LoadOptions {
  readonly url: string;
  readonly supervisorPid: number;
  readonly session: ClubSession;
  readonly seed: number;
  /** How long bursts and uploads go on. */
  readonly seconds: number;
  /** Kills, spread over the load at random moments; the roles taken in turn from a random start. */
  readonly kills: number;
  /** Creates in flight at once. @default 4 */
  readonly writers?: number;
  /** Longest a write keeps being sent again. @default 120 s */
  readonly retryForMs?: number;
  readonly log?: (line: string) => void;
}

export interface LoadResult {
  readonly creates: WriteTally;
  readonly uploads: WriteTally & { readonly jobIds: string[] };
  /** Each kill, and how long until the role was back (the API answering /healthz, another process up). */
  readonly kills: { readonly role: Role; readonly atMs: number; readonly pid: number; downMs?: number }[];
  readonly eventId: string;
}

interface GraphQLAnswer {
  data?: Record<string, { id: string } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

function tally(): WriteTally {
  return {
    attempted: 0,
    acknowledged: 0,
    gaveUp: 0,
    answers: {},
    names: [],
    acknowledgedNames: new Set(),
    givenUp: [],
  };
}

/**
 * Answers a client sends again with the same command id: stored but not visible yet, another
 * writer at the same moment, the upload quota full (a job still running holds its place).
 */
const RETRIED = ['WRITE_PENDING', 'WRITE_CONFLICT', 'UPLOAD_LIMIT_REACHED'];

/** Send one write until it is answered with data (same command id each time), counting answers. */
async function write(
  t: WriteTally,
  name: string,
  send: (commandId: string) => Promise<Response>,
  retryForMs: number,
): Promise<string | null> {
  t.attempted++;
  t.names.push(name);
  const commandId = randomUUID();
  const started = Date.now();
  const deadline = started + retryForMs;
  const runs: { said: string; n: number; atMs: number }[] = [];
  for (;;) {
    let said: string;
    let id: string | null = null;
    try {
      const body = (await (await send(commandId)).json()) as GraphQLAnswer;
      const field = body.data ? Object.values(body.data)[0] : null;
      if (field && !body.errors) {
        said = 'ok';
        id = field.id;
      } else {
        // The catalogue code (the message) when it is one a client retries, else the extension code.
        const error = body.errors?.[0];
        const code = error?.extensions?.code ?? 'no data';
        said =
          error?.message !== undefined && RETRIED.includes(error.message)
            ? error.message
            : code === 'BAD_USER_INPUT'
              ? `${code} ${error?.message ?? ''}`
              : code;
      }
    } catch {
      said = 'network';
    }
    t.answers[said] = (t.answers[said] ?? 0) + 1;
    const last = runs.at(-1);
    if (last?.said === said) last.n++;
    else runs.push({ said, n: 1, atMs: Date.now() - started });
    if (id !== null) {
      t.acknowledged++;
      t.acknowledgedNames.add(name);
      return id;
    }
    if (said.startsWith('BAD_USER_INPUT') || said === 'FORBIDDEN' || Date.now() > deadline) {
      t.gaveUp++;
      const answers = runs.map((r) => `${r.said} ×${r.n} @${(r.atMs / 1000).toFixed(1)} s`).join(', ');
      t.givenUp.push({ name, answers });
      return null;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function runFaultLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, session, seconds } = options;
  const log = options.log ?? (() => undefined);
  const random = seeded(options.seed);
  const retryForMs = options.retryForMs ?? 120_000;
  const post = (commandId: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...session.headers, 'x-command-id': commandId, ...headers },
      body,
      signal: AbortSignal.timeout(20_000),
    });

  // A player wearing a device, and an event of three hours the uploads are for.
  const udid = `fault-${randomUUID().slice(0, 8)}`;
  const { playerId } = await addPlayerWearing(
    session.graphql,
    session.teamId,
    { firstName: 'Faulty', lastName: 'Tower' },
    { serial: `FT-${randomUUID().slice(0, 6)}`.toUpperCase(), udid },
  );
  const start = Date.parse('2026-05-02T12:00:00Z');
  const { createEvent } = await session.graphql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Fault match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: session.teamId,
      s: new Date(start).toISOString(),
      e: new Date(start + 180 * 60_000).toISOString(),
      p: [playerId],
    },
  );
  const eventId = createEvent.id;

  const began = Date.now();
  const until = began + seconds * 1000;
  const creates = tally();
  const uploads = { ...tally(), jobIds: [] as string[] };
  const kills: LoadResult['kills'] = [];

  // The kills: moments in the load's middle, the roles in turn from a random one.
  const moments = Array.from({ length: options.kills }, () => 500 + random() * (seconds * 1000 - 1500)).sort(
    (a, b) => a - b,
  );
  const first = Math.floor(random() * ROLES.length);
  const watchers: Promise<unknown>[] = [];
  const backAfter = async (role: Role, killed: number): Promise<number> => {
    const from = Date.now();
    for (;;) {
      const pid = rolePids(options.supervisorPid).get(role);
      const up =
        pid !== undefined &&
        pid !== killed &&
        (role !== 'api' ||
          (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
            (r) => r.ok,
            () => false,
          )));
      if (up || Date.now() - from > 300_000) return Date.now() - from;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  // The API is killed right after an upload was answered (waiting at most 3 s for one): its job
  // is then most likely still being read, and must not be left unfinished.
  let onUploadAnswered: (() => void) | null = null;
  const killer = (async () => {
    for (const [i, at] of moments.entries()) {
      const wait = began + at - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const role = ROLES[(first + i) % ROLES.length]!;
      if (role === 'api')
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 3000);
          onUploadAnswered = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      onUploadAnswered = null;
      const pid = rolePids(options.supervisorPid).get(role);
      if (pid === undefined) {
        log(`  ${Math.round(Date.now() - began)} ms: ${role} is not running (restarting), not killed`);
        continue;
      }
      process.kill(pid, 'SIGKILL');
      const kill: LoadResult['kills'][number] = { role, atMs: Date.now() - began, pid };
      kills.push(kill);
      log(`  ${Math.round(Date.now() - began)} ms: kill -9 ${role} (pid ${pid})`);
      watchers.push(backAfter(role, pid).then((ms) => (kill.downMs = ms)));
    }
  })();

  const createQuery =
    'mutation ($t: ID!, $n: String!) { createEvent(teamId: $t, name: $n, type: TRAINING) { id } }';
  let next = 0;
  const writers = Array.from({ length: options.writers ?? 4 }, async () => {
    while (Date.now() < until) {
      // A burst: a few creates back to back, then a short pause of random length.
      const burst = 1 + Math.floor(random() * 5);
      for (let b = 0; b < burst && Date.now() < until; b++) {
        const name = `Fault ${options.seed}-${next++}`;
        await write(
          creates,
          name,
          (id) =>
            post(id, JSON.stringify({ query: createQuery, variables: { t: session.teamId, n: name } }), {
              'content-type': 'application/json',
            }),
          retryForMs,
        );
      }
      await new Promise((r) => setTimeout(r, random() * 300));
    }
  });

  const uploadQuery = `mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }`;
  const uploader = (async () => {
    for (let k = 0; Date.now() < until; k++) {
      // Each file ten minutes of its own (6,000 rows): no two overlap, none is another's duplicate.
      const csv = strideCsv([
        {
          key: udid,
          batch: syntheticPlayer({
            seed: options.seed * 1000 + k,
            seconds: 600,
            start: start + (k % 16) * 660_000,
          }),
        },
      ]);
      const name = `upload-${k}.csv`;
      const jobId = await write(
        uploads,
        name,
        (id) => {
          const form = new FormData();
          form.set(
            'operations',
            JSON.stringify({ query: uploadQuery, variables: { file: null, e: eventId } }),
          );
          form.set('map', JSON.stringify({ 0: ['variables.file'] }));
          form.set('0', new Blob([csv], { type: 'text/csv' }), name);
          return post(id, form);
        },
        retryForMs,
      );
      if (jobId !== null) uploads.jobIds.push(jobId);
      (onUploadAnswered as (() => void) | null)?.();
      await new Promise((r) => setTimeout(r, 300 + random() * 700));
    }
  })();

  await Promise.all([killer, uploader, ...writers]);
  await Promise.all(watchers);
  return { creates, uploads, kills, eventId };
}
