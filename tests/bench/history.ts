/**
 * `npm run bench -- history` (issue 20, items 3 and 4): an entity's history and its state at an
 * instant are folded from the event store on each request (docs/history.md). A club whose stream
 * holds BENCH_HISTORY_EVENTS events (default 10 000: 100 players created and changed again and
 * again, appended straight to the store with real metadata), then through GraphQL to the API in
 * this process: the first page of the team's history, of a player's, and the team as of an
 * instant in the middle of the stream.
 */
import { randomUUID } from 'node:crypto';
import { clubStreamName } from '@stride/contracts/events/club';
import { bearer, setUpClub } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { percentile, report } from './stats.ts';

const EVENTS = Number(process.env.BENCH_HISTORY_EVENTS ?? 10_000);
const PLAYERS = 100;
const RUNS = Number(process.env.BENCH_HISTORY_RUNS ?? 15);
const BATCH = 500;

const details = (n: number) => ({
  firstName: `P${n}`,
  lastName: 'Bench',
  birthdate: null,
  gender: null,
  number: n % 99,
  position: null,
  profile: null,
  league: null,
  pictureUrl: null,
  maxHeartRate: null,
  restingHeartRate: null,
  maxSpeed: null,
  note: null,
});

export async function historyBench(): Promise<void> {
  console.log(`\n== history: a club stream of ${EVENTS.toLocaleString('en-GB')} events ==`);
  const stack = await openStack('bench-history');
  try {
    const club = await setUpClub(http, stack.url, stack.mailer, 'History bench');
    const auth = bearer(club.token);
    const playerIds = Array.from({ length: PLAYERS }, () => randomUUID());
    const start = Date.now();
    const at = (i: number) => new Date(start + i * 1000).toISOString();
    let written = 0;
    const event = (type: string, data: Record<string, unknown>) => {
      const commandId = randomUUID();
      written += 1;
      return {
        id: randomUUID(),
        type,
        data: { clubId: club.clubId, ...data },
        metadata: {
          actorId: club.userId,
          clubId: club.clubId,
          correlationId: commandId,
          causationId: commandId,
          commandId,
          commandType: type === 'PlayerCreated' ? 'CreatePlayer' : 'UpdatePlayer',
          occurredAt: at(written),
          schemaVersion: 1,
        },
      };
    };
    const stream = clubStreamName(club.clubId);
    await stack.h.store.append(
      stream,
      playerIds.map((playerId, n) =>
        event('PlayerCreated', { playerId, teamId: club.teamId, ...details(n) }),
      ),
    );
    while (written < EVENTS) {
      const batch = Array.from({ length: Math.min(BATCH, EVENTS - written) }, (_, k) => {
        const n = (written + k) % PLAYERS;
        return event('PlayerUpdated', {
          playerId: playerIds[n],
          teamId: club.teamId,
          ...details(n),
          number: (written + k) % 99,
        });
      });
      await stack.h.store.append(stream, batch);
    }
    const middle = at(Math.floor(EVENTS / 2));
    const cases: [string, string, Record<string, unknown>][] = [
      [
        'team history, first page of 20',
        'query ($id: ID!) { entityHistory(entityType: TEAM, entityId: $id) { total entries { id changes { path } } } }',
        { id: club.teamId },
      ],
      [
        'player history, first page of 20',
        'query ($id: ID!) { entityHistory(entityType: PLAYER, entityId: $id) { total entries { id changes { path } } } }',
        { id: playerIds[7] },
      ],
      [
        'team as of the middle of the stream',
        'query ($id: ID!, $at: DateTime!) { entityAsOf(entityType: TEAM, entityId: $id, at: $at) { exists fields { path } } }',
        { id: club.teamId, at: middle },
      ],
    ];
    // The player's history finds its club through the catalog: let it take the stream in first.
    await stack.pipeline.projected('catalog', 300_000);
    for (const [name, query, variables] of cases) {
      await stack.must(query, variables, auth); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await stack.must(query, variables, auth);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      report(`${name} p50`, percentile(times, 50), 'ms');
      report(`${name} p95`, percentile(times, 95), 'ms');
    }
  } finally {
    await stack.close();
  }
}
