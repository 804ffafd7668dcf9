/**
 * Events stored before commands refused control characters (issue 15): a team renamed to a name
 * holding U+0000 or a lone surrogate, straight into the store as older code wrote it. The
 * projector does not park them (PostgreSQL refuses U+0000, 22021): the read model holds the name
 * with U+FFFD in their place, and a rebuild gives the same rows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { clubCommands } from '@stride/command/club/handlers';
import type { CommandContext } from '@stride/command/handler';
import { clubStreamName } from '@stride/contracts/events/club';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { catalogProjection } from '../projections/catalog.ts';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';

let h: TestHarness;
let pipeline: Pipeline;

beforeAll(async () => {
  h = await openTestHarness('readable');
  pipeline = await startPipeline(h, [catalogProjection]);
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

function context(actorId = 'test'): CommandContext {
  const commandId = randomUUID();
  return { commandId, actorId, correlationId: commandId, causationId: commandId, occurredAt: new Date() };
}

describe('an event holding text PostgreSQL cannot store', () => {
  it('is projected with U+FFFD in its place, not parked, and a rebuild agrees', async () => {
    const email = `manager-${randomUUID()}@example.com`;
    const accounts = accountCommands(h.store, memoryCredentialStore());
    const manager = await accounts.register({ email, password: 'Secret123', locale: 'en-GB' }, context());
    await accounts.verifyEmail(manager.verification!.token, context());
    const clubs = clubCommands(h.store);
    const { clubId } = await clubs.createClub(
      { userId: manager.userId, email, name: 'Club' },
      context(manager.userId),
    );
    const { teamId } = await clubs.createTeam(clubId, { name: 'Seniors' }, context());

    const renamed = (name: string) => ({
      id: randomUUID(),
      type: 'TeamUpdated',
      data: { clubId, teamId, name, logoUrl: null },
      metadata: { ...context(), occurredAt: new Date().toISOString(), schemaVersion: 1 },
    });
    await h.store.append(clubStreamName(clubId), [renamed('a\u0000b')], { expectedRevision: 'any' });
    await pipeline.projected(catalogProjection.name);
    const name = async () =>
      (await h.pool.query<{ name: string }>('SELECT name FROM rm.teams WHERE id = $1', [teamId])).rows[0]
        ?.name;
    expect(await name()).toBe('a\uFFFDb');

    await h.store.append(clubStreamName(clubId), [renamed('x\ud800y\u0001')], { expectedRevision: 'any' });
    await pipeline.projected(catalogProjection.name);
    expect(await name()).toBe('x\uFFFDy\u0001');

    const parked = await h.pool.query('SELECT event_id FROM projection.parked');
    expect(parked.rows).toEqual([]);

    const incremental = await projectionRows(h.pool, catalogProjection);
    await rebuild(h, catalogProjection);
    expect(await projectionRows(h.pool, catalogProjection)).toEqual(incremental);
    expect((await h.pool.query('SELECT event_id FROM projection.parked')).rows).toEqual([]);
  }, 40_000);
});
