import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityCommands } from '@stride/command/availability/handlers';
import type { CommandContext } from '@stride/command/handler';
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import { clubStreamName } from '@stride/contracts/events/club';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { availabilityProjection } from './availability.ts';
import { playerDetails } from '../testing/seed.ts';

let h: TestHarness;
let pipeline: Pipeline;

beforeAll(async () => {
  h = await openTestHarness('availability');
  pipeline = await startPipeline(h, [availabilityProjection]);
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

let minute = 0;
function context(): CommandContext {
  const commandId = randomUUID();
  minute++;
  return {
    commandId,
    actorId: 'manager',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(Date.UTC(2026, 10, 27, 9, minute)),
  };
}

async function seedPlayer(): Promise<{ clubId: string; teamId: string; playerId: string }> {
  const clubId = randomUUID();
  const teamId = randomUUID();
  const playerId = randomUUID();
  await seedStream(h.store, clubStreamName(clubId), [
    ...clubWithTeam(clubId, teamId),
    {
      type: 'PlayerCreated',
      data: { clubId, playerId, teamId, ...playerDetails({ firstName: 'Ada', lastName: 'Lovelace' }) },
    },
  ]);
  return { clubId, teamId, playerId };
}

const rows = <T>(text: string, values: unknown[]): Promise<T[]> =>
  h.pool.query(text, values).then((r) => r.rows as T[]);

describe('availability projection', () => {
  it('keeps entries, injuries and every change; a rebuild gives the same rows', async () => {
    const commands = availabilityCommands(h.store);
    const { clubId, playerId } = await seedPlayer();
    const injured = await commands.setAvailability(
      clubId,
      playerId,
      { status: 'INJURED', startDate: '2026-11-02', note: 'Scan on Monday' },
      { description: 'Hamstring strain', bodyPart: 'Left thigh', occurredOn: '2026-11-02' },
      context(),
    );
    await commands.updateInjury(
      clubId,
      playerId,
      injured.injuryId!,
      { status: 'PHYSIO_REHAB', note: 'Physio twice a week' },
      context(),
    );
    await commands.updateInjury(
      clubId,
      playerId,
      injured.injuryId!,
      { status: 'RECOVERED', returnedOn: '2026-11-27' },
      context(),
    );
    const back = await commands.setAvailability(
      clubId,
      playerId,
      { status: 'AVAILABLE', startDate: '2026-11-27' },
      null,
      context(),
    );
    await pipeline.projected();

    const entries = await rows<{
      id: string;
      status: string;
      start: string;
      end: string | null;
      injury_id: string | null;
    }>(
      `SELECT id, status, to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS end, injury_id
         FROM rm.player_availability WHERE player_id = $1 ORDER BY seq`,
      [playerId],
    );
    expect(entries).toEqual([
      {
        id: injured.availabilityId,
        status: 'INJURED',
        start: '2026-11-02',
        end: '2026-11-26',
        injury_id: injured.injuryId,
      },
      { id: back.availabilityId, status: 'AVAILABLE', start: '2026-11-27', end: null, injury_id: null },
    ]);
    const [injury] = await rows<{ status: string; note: string; returned: string }>(
      `SELECT status, note, to_char(returned_on, 'YYYY-MM-DD') AS returned FROM rm.injuries WHERE player_id = $1`,
      [playerId],
    );
    // The last note stays when a change brings none.
    expect(injury).toEqual({ status: 'RECOVERED', note: 'Physio twice a week', returned: '2026-11-27' });
    const history = await rows<{ kind: string; status: string | null; injury_status: string | null }>(
      'SELECT kind, status, injury_status FROM rm.availability_history WHERE player_id = $1 ORDER BY revision',
      [playerId],
    );
    expect(history).toEqual([
      { kind: 'InjuryRecorded', status: null, injury_status: 'CARE' },
      { kind: 'AvailabilitySet', status: 'INJURED', injury_status: null },
      { kind: 'InjuryUpdated', status: null, injury_status: 'PHYSIO_REHAB' },
      { kind: 'InjuryUpdated', status: null, injury_status: 'RECOVERED' },
      { kind: 'AvailabilityEnded', status: null, injury_status: null },
      { kind: 'AvailabilitySet', status: 'AVAILABLE', injury_status: null },
    ]);

    const incremental = await projectionRows(h.pool, availabilityProjection);
    await pipeline.stop();
    await rebuild(h, availabilityProjection);
    expect(await projectionRows(h.pool, availabilityProjection)).toEqual(incremental);
    pipeline = await startPipeline(h, [availabilityProjection]);
  });
});
