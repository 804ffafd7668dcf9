/**
 * The admin area's operations through the whole stack (issue 20, docs/operations.md): an event
 * the catalog projector cannot apply is parked, shown with its error, retried once the cause is
 * fixed (it leaves the list and reaches the read model); a rebuild asked for through the API is
 * run by the projector into shadow tables; lag is reported. Admins only: a club's manager is
 * refused every field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { until } from '@stride/streams/testing/until';
import { bearer, setUpClub, signUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;

beforeAll(async () => {
  s = await openStack('ops');
});
afterAll(async () => {
  await s.h.pool
    .query('ALTER TABLE rm.teams DROP CONSTRAINT IF EXISTS ops_test_blocked')
    .catch(() => undefined);
  await s?.close();
});

const PROJECTIONS =
  '{ projections { name version position lagEvents lagSeconds parked state rebuildProgress lastRebuildAt lastRebuildError } }';
const PARKED =
  '{ parkedEvents { projection eventId position streamName eventType error attempts parkedAt retryRequested } }';

interface Projection {
  name: string;
  version: number;
  position: string | null;
  lagEvents: number | null;
  lagSeconds: number | null;
  parked: number;
  state: string;
  rebuildProgress: number | null;
  lastRebuildAt: string | null;
  lastRebuildError: string | null;
}
interface Parked {
  projection: string;
  eventId: string;
  streamName: string;
  eventType: string;
  error: string;
  attempts: number;
  retryRequested: boolean;
}
interface Operation {
  id: string;
  kind: string;
  projection: string;
  succeeded: boolean | null;
  error: string | null;
}
const OPERATION = 'id kind projection eventId requestedBy requestedAt startedAt finishedAt succeeded error';

async function makeAdmin(): Promise<Record<string, string>> {
  const admin = await signUp(http, s.url, s.mailer);
  const commandId = crypto.randomUUID();
  await accountCommands(s.h.store, postgresCredentialStore(s.h.pool)).setAdmin(admin.email, true, {
    commandId,
    actorId: 'cli',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(),
  });
  await s.pipeline.projected('catalog');
  return bearer(admin.token);
}

async function operationDone(admin: Record<string, string>, id: string): Promise<Operation> {
  let found: Operation | undefined;
  await until(
    async () => {
      const answer = await s.gql<{ projectionOperations: Operation[] }>(
        `{ projectionOperations(limit: 20) { ${OPERATION} } }`,
        {},
        admin,
      );
      found = answer.data?.projectionOperations.find((o) => o.id === id);
      return found?.succeeded !== null && found?.succeeded !== undefined;
    },
    { timeoutMs: 30_000, everyMs: 100 },
  );
  return found!;
}

describe('operations', () => {
  it('shows a parked event with its error, retries it once the cause is fixed, and rebuilds on request', async () => {
    const admin = await makeAdmin();
    const club = await setUpClub(http, s.url, s.mailer, 'Operations FC');
    const manager = bearer(club.token);

    // A cause the catalog projector cannot get past: a check its update breaks.
    await s.h.pool.query(`ALTER TABLE rm.teams ADD CONSTRAINT ops_test_blocked CHECK (name <> 'Blocked FC')`);
    await s.gql(
      `mutation { updateTeam(teamId: "${club.teamId}", name: "Blocked FC") { id name } }`,
      {},
      manager,
    );
    await s.pipeline.projected('catalog');

    const parked = await s.gql<{ parkedEvents: Parked[] }>(PARKED, {}, admin);
    const mine = parked.data?.parkedEvents.find(
      (p) => p.projection === 'catalog' && p.eventType === 'TeamUpdated',
    );
    expect(mine).toMatchObject({
      retryRequested: false,
      streamName: expect.stringContaining(club.clubId) as string,
    });
    expect(mine!.error).toContain('ops_test_blocked');
    expect(mine!.attempts).toBeGreaterThanOrEqual(1);

    const states = await s.gql<{ projections: Projection[] }>(PROJECTIONS, {}, admin);
    const catalog = states.data?.projections.find((p) => p.name === 'catalog');
    expect(catalog).toMatchObject({ parked: 1, state: 'RUNNING', lagEvents: 0, lagSeconds: 0 });
    expect(catalog!.position).toMatch(/^\d+:\d+$/);
    expect(states.data?.projections.map((p) => p.name)).toEqual(
      expect.arrayContaining(['catalog', 'events', 'records', 'live']),
    );

    // Still broken: the retry fails and the event stays, with the new error.
    const first = await s.gql<{ retryParkedEvent: Operation }>(
      `mutation { retryParkedEvent(projection: "catalog", eventId: "${mine!.eventId}") { ${OPERATION} } }`,
      {},
      admin,
    );
    expect(first.data?.retryParkedEvent).toMatchObject({ kind: 'RETRY', projection: 'catalog' });
    expect(await operationDone(admin, first.data!.retryParkedEvent.id)).toMatchObject({ succeeded: false });

    await s.h.pool.query('ALTER TABLE rm.teams DROP CONSTRAINT ops_test_blocked');
    const second = await s.gql<{ retryParkedEvent: Operation }>(
      `mutation { retryParkedEvent(projection: "catalog", eventId: "${mine!.eventId}") { ${OPERATION} } }`,
      {},
      admin,
    );
    expect(await operationDone(admin, second.data!.retryParkedEvent.id)).toMatchObject({
      succeeded: true,
      error: null,
    });
    const after = await s.gql<{ parkedEvents: Parked[] }>(PARKED, {}, admin);
    expect(after.data?.parkedEvents.filter((p) => p.eventId === mine!.eventId)).toEqual([]);
    const team = await s.gql<{ team: { name: string } }>(
      `{ team(teamId: "${club.teamId}") { name } }`,
      {},
      manager,
    );
    expect(team.data?.team.name).toBe('Blocked FC');

    // A rebuild through the API: the projector runs it, the rows are the same.
    const before = await s.h.pool.query('SELECT row_to_json(t)::text AS row FROM rm.teams t ORDER BY id');
    const rebuild = await s.gql<{ rebuildProjection: Operation }>(
      `mutation { rebuildProjection(projection: "catalog") { ${OPERATION} } }`,
      {},
      admin,
    );
    expect(rebuild.data?.rebuildProjection).toMatchObject({ kind: 'REBUILD', succeeded: null });
    expect(await operationDone(admin, rebuild.data!.rebuildProjection.id)).toMatchObject({ succeeded: true });
    const rebuilt = await s.h.pool.query('SELECT row_to_json(t)::text AS row FROM rm.teams t ORDER BY id');
    expect(rebuilt.rows).toEqual(before.rows);
    const done = await s.gql<{ projections: Projection[] }>(PROJECTIONS, {}, admin);
    const status = done.data?.projections.find((p) => p.name === 'catalog');
    expect(status).toMatchObject({ state: 'RUNNING', lastRebuildError: null, rebuildProgress: null });
    expect(status!.lastRebuildAt).not.toBeNull();
  });

  it('counts the lag of a projection that is behind: events after its checkpoint and the age of the oldest', async () => {
    const admin = await makeAdmin();
    // A projection no process runs, at the start of the store: every event is ahead of it.
    await s.h.pool.query(`INSERT INTO projection.checkpoints (projector, version) VALUES ('ops_idle', 3)`);
    const { rows } = await s.h.pool.query<{ n: number; age: number }>(
      'SELECT count(*)::int AS n, extract(epoch FROM now() - min(created))::float8 AS age FROM es.events',
    );
    const states = await s.gql<{ projections: Projection[] }>(PROJECTIONS, {}, admin);
    const idle = states.data?.projections.find((p) => p.name === 'ops_idle');
    expect(idle).toMatchObject({ version: 3, position: null, parked: 0, state: 'RUNNING' });
    // Later appends only add to it.
    expect(idle!.lagEvents).toBeGreaterThanOrEqual(rows[0]!.n);
    expect(idle!.lagSeconds).toBeGreaterThanOrEqual(rows[0]!.age);

    // No process runs it, so its rebuild waits: asked again, it is the same request.
    const ask = () =>
      s.gql<{ rebuildProjection: Operation }>(
        `mutation { rebuildProjection(projection: "ops_idle") { ${OPERATION} } }`,
        {},
        admin,
      );
    const first = await ask();
    const second = await ask();
    expect(second.data?.rebuildProjection).toEqual(first.data?.rebuildProjection);
    const waiting = await s.gql<{ projections: Projection[] }>(PROJECTIONS, {}, admin);
    expect(waiting.data?.projections.find((p) => p.name === 'ops_idle')?.state).toBe('REBUILD_REQUESTED');
    const { rows: asked } = await s.h.pool.query(
      `SELECT id FROM projection.operations WHERE projector = 'ops_idle'`,
    );
    expect(asked).toHaveLength(1);
    await s.h.pool.query(`DELETE FROM projection.operations WHERE projector = 'ops_idle'`);
    await s.h.pool.query(`DELETE FROM projection.checkpoints WHERE projector = 'ops_idle'`);
  });

  it('answers PROJECTION_NOT_FOUND and PARKED_EVENT_NOT_FOUND for names and ids that name nothing', async () => {
    const admin = await makeAdmin();
    const rebuild = await s.gql('mutation { rebuildProjection(projection: "nothing") { id } }', {}, admin);
    expect(codeOf(rebuild)).toBe('PROJECTION_NOT_FOUND');
    const retry = await s.gql(
      `mutation { retryParkedEvent(projection: "catalog", eventId: "${crypto.randomUUID()}") { id } }`,
      {},
      admin,
    );
    expect(codeOf(retry)).toBe('PARKED_EVENT_NOT_FOUND');
    const notUuid = await s.gql(
      'mutation { retryParkedEvent(projection: "catalog", eventId: "x") { id } }',
      {},
      admin,
    );
    expect(codeOf(notUuid)).toBe('PARKED_EVENT_NOT_FOUND');
  });

  it("refuses a club's manager every field (ADMIN_ONLY), and writes no request", async () => {
    const club = await setUpClub(http, s.url, s.mailer, 'Not Admin FC');
    const manager = bearer(club.token);
    const count = async (): Promise<number> =>
      Number(
        (await s.h.pool.query<{ n: string }>('SELECT count(*) AS n FROM projection.operations')).rows[0]!.n,
      );
    const before = await count();
    for (const query of [
      PROJECTIONS,
      PARKED,
      '{ projectionOperations { id } }',
      'mutation { rebuildProjection(projection: "catalog") { id } }',
      `mutation { retryParkedEvent(projection: "catalog", eventId: "${crypto.randomUUID()}") { id } }`,
    ]) {
      const answer = await s.gql(query, {}, manager);
      expect(codeOf(answer), query).toBe('ADMIN_ONLY');
      expect(answer.data ?? null, query).toBeNull();
    }
    expect(codeOf(await s.gql(PROJECTIONS, {}, {}))).toBe('UNAUTHENTICATED');
    expect(await count()).toBe(before);
  });
});
