/**
 * The events read model against real PostgreSQL, NATS and the command handlers: random sequences
 * of event commands (fast-check) leave read-model rows equal to a fresh fold of the stream, and a
 * rebuild from the store gives the same rows byte for byte.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCommands, type EventCommands } from '@stride/command/event/handlers';
import { eventDecider, type EventState } from '@stride/command/event/event';
import type { CommandContext } from '@stride/command/handler';
import { readState } from '@stride/command/multi-stream';
import { clubWithTeam, seedStream } from '@stride/command/testing/seed';
import { isDomainError } from '@stride/contracts/errors';
import { clubStreamName } from '@stride/contracts/events/club';
import { trialSubscription } from '@stride/contracts/plans';
import { deviceStreamName } from '@stride/contracts/events/device';
import { eventStreamName } from '@stride/contracts/events/event';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { startPipeline, type Pipeline } from '../testing/pipeline.ts';
import { projectionRows, rebuild } from '../testing/rebuild.ts';
import { playerDetails } from '../testing/seed.ts';
import { eventsProjection } from './events.ts';

let h: TestHarness;
let pipeline: Pipeline;
let commands: EventCommands;

const clubId = randomUUID();
const teamId = randomUUID();
const otherTeamId = randomUUID();
/** Four players of the team (the last archived) and one of another team. */
const playerIds = Array.from({ length: 5 }, () => randomUUID());
/** Two devices of the team, one of the other team. */
const deviceIds = Array.from({ length: 3 }, () => randomUUID());
const BASE = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;

const details = (firstName: string, number: number) =>
  playerDetails({ firstName, lastName: 'Player' }, { number, position: 'MIDFIELDER', profile: 'SPEED' });

beforeAll(async () => {
  h = await openTestHarness('events');
  pipeline = await startPipeline(h, [eventsProjection]);
  commands = eventCommands(h.store);
  await seedStream(h.store, clubStreamName(clubId), [
    ...clubWithTeam(clubId, teamId),
    { type: 'TeamCreated', data: { clubId, teamId: otherTeamId, name: 'Second team', logoUrl: null } },
    ...playerIds.map((playerId, i) => ({
      type: 'PlayerCreated',
      data: { clubId, playerId, teamId: i === 4 ? otherTeamId : teamId, ...details(`P${i}`, i + 1) },
    })),
    { type: 'PlayerArchived', data: { clubId, playerId: playerIds[3]! } },
    // Issue 19: tags need the plan's tag management.
    {
      type: 'ClubSubscriptionUpdated',
      data: {
        clubId,
        subscription: { ...trialSubscription(new Date(BASE)), options: { tagManagement: true } },
      },
    },
    { type: 'PlayerDeviceAssigned', data: { clubId, playerId: playerIds[0]!, deviceId: deviceIds[0]! } },
  ]);
  for (const [i, deviceId] of deviceIds.entries()) {
    await seedStream(h.store, deviceStreamName(deviceId), [
      {
        type: 'DeviceAdded',
        data: { deviceId, clubId, serial: `S${i}`, udid: `U${i}`, type: 'INSPIRIT', name: `Tracker ${i}` },
      },
      { type: 'DeviceAssignedToTeam', data: { deviceId, clubId, teamId: i === 2 ? otherTeamId : teamId } },
    ]);
  }
});
afterAll(async () => {
  await pipeline.stop();
  await h.close();
});

function context(at: number): CommandContext {
  const commandId = randomUUID();
  return {
    commandId,
    actorId: 'test',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(at),
  };
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** The read model of one event, in plain values. */
async function readModel(eventId: string): Promise<unknown> {
  const { rows: events } = await h.pool.query(
    `SELECT team_id, name, type, status, planned_start_date, planned_end_date, started_at, stopped_at,
            locked, deleted, ranges FROM rm.events WHERE id = $1`,
    [eventId],
  );
  const { rows: periods } = await h.pool.query(
    'SELECT id, name, start_date, end_date FROM rm.periods WHERE event_id = $1 ORDER BY seq',
    [eventId],
  );
  const { rows: selections } = await h.pool.query(
    `SELECT id, player_id, device_id, number, position, profile, selected FROM rm.selections
      WHERE event_id = $1 ORDER BY seq`,
    [eventId],
  );
  const { rows: sessions } = await h.pool.query(
    'SELECT id, selection_id, period_id, start_date, end_date FROM rm.sessions WHERE event_id = $1 ORDER BY id',
    [eventId],
  );
  const { rows: tags } = await h.pool.query<{ period_id: string | null; tag: string }>(
    'SELECT period_id, tag FROM rm.event_tags WHERE event_id = $1 ORDER BY position',
    [eventId],
  );
  const tagsOf = (periodId: string | null) => tags.filter((t) => t.period_id === periodId).map((t) => t.tag);
  const e = events[0] as Record<string, Date | string | boolean | null> | undefined;
  if (e === undefined) return null;
  return {
    teamId: e['team_id'],
    name: e['name'],
    type: e['type'],
    status: e['status'],
    plannedStart: iso(e['planned_start_date'] as Date | null),
    plannedEnd: iso(e['planned_end_date'] as Date | null),
    startedAt: iso(e['started_at'] as Date | null),
    stoppedAt: iso(e['stopped_at'] as Date | null),
    locked: e['locked'],
    deleted: e['deleted'],
    ranges: e['ranges'],
    // A deleted event's tags leave the table (they tag nothing any more).
    tags: e['deleted'] ? [] : tagsOf(null),
    periods: periods.map((p: Record<string, unknown>) => ({
      id: p['id'],
      name: p['name'],
      start: iso(p['start_date'] as Date | null),
      end: iso(p['end_date'] as Date | null),
      tags: e['deleted'] ? [] : tagsOf(p['id'] as string),
    })),
    selections: selections.map((s: Record<string, unknown>) => ({
      id: s['id'],
      playerId: s['player_id'],
      deviceId: s['device_id'],
      number: s['number'],
      position: s['position'],
      profile: s['profile'],
      selected: s['selected'],
    })),
    sessions: sessions.map((s: Record<string, unknown>) => ({
      id: s['id'],
      selectionId: s['selection_id'],
      periodId: s['period_id'],
      start: iso(s['start_date'] as Date | null),
      end: iso(s['end_date'] as Date | null),
    })),
  };
}

/** The same shape from a fresh fold of the stream. */
function fromFold(state: EventState): unknown {
  if (state.status === 'initial') return null;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const sessions = [...state.selections.values()]
    .flatMap((s) =>
      [...s.sessions.values()].map((x) => ({
        id: x.sessionId,
        selectionId: s.selectionId,
        periodId: x.periodId,
        start: at(x.start),
        end: at(x.end),
      })),
    )
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    teamId: state.teamId,
    name: state.details.name,
    type: state.details.type,
    status: { not_started: 'NOT_STARTED', started: 'STARTED', finished: 'FINISHED' }[state.status],
    plannedStart: at(state.plannedStart),
    plannedEnd: at(state.plannedEnd),
    startedAt: at(state.startedAt),
    stoppedAt: at(state.stoppedAt),
    locked: state.locked,
    deleted: state.deleted,
    ranges: state.ranges,
    tags: state.deleted ? [] : state.tags,
    periods: [...state.periods.values()].map((p) => ({
      id: p.periodId,
      name: p.name,
      start: at(p.start),
      end: at(p.end),
      tags: state.deleted ? [] : p.tags,
    })),
    selections: [...state.selections.values()].map((s) => ({
      id: s.selectionId,
      playerId: s.playerId,
      deviceId: s.deviceId,
      number: s.number,
      position: s.position,
      profile: s.profile,
      selected: s.selected,
    })),
    sessions,
  };
}

async function fold(eventId: string): Promise<EventState> {
  return (await readState(h.store, eventStreamName(eventId), eventDecider)).state;
}

/** What the arbitraries of `Fields` draw, field by field. */
type Drawn<Fields> = { [K in keyof Fields]: Fields[K] extends fc.Arbitrary<infer T> ? T : never };

/** A step of kind `kind`, with these fields, drawn `weight` times as often as one of weight 1. */
function weighted<
  Kind extends string,
  Fields extends Record<string, fc.Arbitrary<unknown>> = Record<never, never>,
>(weight: number, kind: Kind, fields?: Fields): fc.WeightedArbitrary<{ kind: Kind } & Drawn<Fields>> {
  const arbitrary = fc.record({ kind: fc.constant(kind), ...fields });
  return { weight, arbitrary: arbitrary as fc.Arbitrary<{ kind: Kind } & Drawn<Fields>> };
}

/** One step of a random session: indices pick among what exists when it runs. */
/** Weighted so that live play (periods, sessions) happens often and deletion rarely. */
const step = fc.oneof(
  weighted(4, 'start'),
  weighted(1, 'stop'),
  weighted(1, 'lock', { unlock: fc.boolean() }),
  weighted(1, 'delete'),
  weighted(1, 'rename', { name: fc.constantFrom('Derby', 'Cup tie', '') }),
  weighted(2, 'dates', {
    start: fc.integer({ min: -30, max: 120 }),
    length: fc.integer({ min: 0, max: 200 }),
  }),
  weighted(5, 'createPeriod', {
    dated: fc.boolean(),
    start: fc.integer({ min: -10, max: 120 }),
    length: fc.integer({ min: 1, max: 60 }),
    force: fc.boolean(),
  }),
  weighted(6, 'periodLive', { which: fc.nat(4), stop: fc.boolean() }),
  weighted(3, 'removePeriod', { which: fc.nat(4) }),
  weighted(2, 'updatePeriod', {
    which: fc.nat(4),
    start: fc.integer({ min: -10, max: 120 }),
    length: fc.integer({ min: 1, max: 60 }),
  }),
  weighted(3, 'select', { players: fc.subarray([0, 1, 2, 3, 4], { minLength: 1 }) }),
  weighted(2, 'updateSelection', {
    which: fc.nat(4),
    device: fc.option(fc.nat(2), { nil: null }),
    number: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
  }),
  weighted(1, 'selectSelection', { which: fc.nat(4), selected: fc.boolean() }),
  weighted(6, 'sessionLive', { which: fc.nat(4), stop: fc.boolean() }),
  weighted(4, 'createSession', {
    which: fc.nat(4),
    period: fc.nat(4),
    start: fc.integer({ min: -10, max: 120 }),
    length: fc.integer({ min: 1, max: 60 }),
  }),
  weighted(2, 'deleteSession', { which: fc.nat(4), session: fc.nat(3) }),
  weighted(2, 'periodSessions', { which: fc.nat(4), clear: fc.boolean() }),
  weighted(2, 'tags', {
    period: fc.option(fc.nat(4), { nil: null }),
    tags: fc.array(fc.constantFrom('MD-1', 'md-1', 'Rondo', ' High  intensity ', '', 'x'.repeat(41)), {
      maxLength: 4,
    }),
  }),
  weighted(2, 'range', {
    op: fc.constantFrom('create', 'update', 'delete'),
    type: fc.constantFrom('SPEED', 'ACCELERATION', 'JUMP'),
    min: fc.integer({ min: -5, max: 30 }),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function run(eventId: string, s: Step, now: number): Promise<void> {
  const state = await fold(eventId);
  const c = context(now);
  const pick = <T>(list: readonly T[], i: number): T | undefined =>
    list.length === 0 ? undefined : list[i % list.length];
  const periods = state.status === 'initial' ? [] : [...state.periods.keys()];
  const selections = state.status === 'initial' ? [] : [...state.selections.values()];
  const minute = (m: number) => new Date(BASE + m * MINUTE);
  switch (s.kind) {
    case 'start':
      await commands.startEvent(eventId, c);
      return;
    case 'stop':
      await commands.stopEvent(eventId, c);
      return;
    case 'lock':
      await (s.unlock ? commands.unlockEvent(eventId, c) : commands.lockEvent(eventId, c));
      return;
    case 'delete':
      await commands.deleteEvent(eventId, c);
      return;
    case 'rename':
      await commands.updateEvent(eventId, { name: s.name, eventType: 'MATCH' }, c);
      return;
    case 'dates':
      await commands.updateEventDates(
        eventId,
        { startDate: minute(s.start), endDate: minute(s.start + s.length) },
        c,
      );
      return;
    case 'createPeriod':
      await commands.createPeriod(
        eventId,
        {
          name: 'Period',
          startDate: s.dated ? minute(s.start) : null,
          endDate: s.dated ? minute(s.start + s.length) : null,
          force: s.force,
        },
        c,
      );
      return;
    case 'periodLive': {
      // Mostly the periods the action fits (a created one to start, the running one to stop).
      const fitting =
        state.status === 'initial'
          ? []
          : [...state.periods.values()]
              .filter((p) => (s.stop ? p.start !== null && p.end === null : p.start === null))
              .map((p) => p.periodId);
      let periodId = pick(fitting, s.which) ?? null;
      // Starting with no period waiting makes one first, as the match screen does.
      if (periodId === null && !s.stop)
        periodId = (
          await commands.createPeriod(
            eventId,
            { name: 'Half', startDate: null, endDate: null, force: false },
            c,
          )
        ).periodId;
      periodId ??= pick(periods, s.which) ?? randomUUID();
      const again = context(now);
      await (s.stop
        ? commands.stopPeriod(eventId, periodId, again)
        : commands.startPeriod(eventId, periodId, true, again));
      return;
    }
    case 'removePeriod':
      await commands.removePeriod(eventId, pick(periods, s.which) ?? randomUUID(), c);
      return;
    case 'updatePeriod':
      await commands.updatePeriod(
        eventId,
        pick(periods, s.which) ?? randomUUID(),
        { name: 'Renamed', startDate: minute(s.start), endDate: minute(s.start + s.length) },
        c,
      );
      return;
    case 'select':
      await commands.selectPlayers(
        eventId,
        clubId,
        s.players.map((i) => playerIds[i]!),
        c,
      );
      return;
    case 'updateSelection': {
      const selection = pick(selections, s.which);
      await commands.updateSelection(
        eventId,
        selection?.selectionId ?? randomUUID(),
        {
          deviceId: s.device === null ? null : deviceIds[s.device]!,
          profile: 'AEROBIC',
          number: s.number,
          position: null,
        },
        c,
      );
      return;
    }
    case 'selectSelection':
      await commands.selectSelection(
        eventId,
        pick(selections, s.which)?.selectionId ?? randomUUID(),
        s.selected,
        c,
      );
      return;
    case 'sessionLive': {
      const fitting = selections.filter(
        (x) => x.selected && [...x.sessions.values()].some((y) => y.end === null) === s.stop,
      );
      const selectionId = (pick(fitting, s.which) ?? pick(selections, s.which))?.selectionId ?? randomUUID();
      await (s.stop
        ? commands.stopSession(eventId, selectionId, c)
        : commands.startSession(eventId, selectionId, c));
      return;
    }
    case 'createSession':
      await commands.createSession(
        eventId,
        {
          selectionId: pick(selections, s.which)?.selectionId ?? randomUUID(),
          periodId: pick(periods, s.period) ?? null,
          startDate: minute(s.start),
          endDate: minute(s.start + s.length),
        },
        c,
      );
      return;
    case 'deleteSession': {
      const sessions = [...(pick(selections, s.which)?.sessions.keys() ?? [])];
      await commands.deleteSession(eventId, pick(sessions, s.session) ?? randomUUID(), c);
      return;
    }
    case 'periodSessions': {
      const periodId = pick(periods, s.which) ?? randomUUID();
      await (s.clear
        ? commands.deletePeriodSessions(eventId, periodId, c)
        : commands.setPeriodSessions(eventId, { periodId, startDate: null, endDate: null }, c));
      return;
    }
    case 'range': {
      const ranges = state.status === 'initial' ? [] : state.ranges;
      const input = { type: s.type, name: 'Band', min: s.min, max: s.min + 5 };
      if (s.op === 'create') await commands.createEventRange(eventId, clubId, input, c);
      else if (s.op === 'update')
        await commands.updateEventRange(eventId, pick(ranges, 0)?.id ?? randomUUID(), input, c);
      else await commands.deleteEventRange(eventId, pick(ranges, 0)?.id ?? randomUUID(), c);
      return;
    }
    case 'tags':
      if (s.period === null) await commands.setEventTags(eventId, clubId, s.tags, c);
      else await commands.setPeriodTags(eventId, clubId, pick(periods, s.period) ?? randomUUID(), s.tags, c);
      return;
    default: {
      const _exhaustive: never = s;
    }
  }
}

describe('events read model', () => {
  it('equals a fresh fold of the stream after any sequence of commands, and a rebuild changes no byte', async () => {
    const eventIds: string[] = [];
    let accepted = 0;
    const kinds: Record<string, number> = {};
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 5, maxLength: 30 }),
        fc.boolean(),
        fc.boolean(),
        async (steps, planned, live) => {
          let now = BASE - 60 * MINUTE;
          const { eventId } = await commands.createEvent(
            {
              clubId,
              teamId,
              name: 'Match',
              eventType: 'MATCH',
              startDate: planned ? new Date(BASE) : null,
              endDate: planned ? new Date(BASE + 100 * MINUTE) : null,
              playerIds: [playerIds[1]!],
            },
            context(now),
          );
          eventIds.push(eventId);
          // Half the matches are played live from the start: periods and sessions run then.
          if (live) await commands.startEvent(eventId, context(now));
          for (const s of steps) {
            now += 7 * MINUTE;
            try {
              await run(eventId, s, now);
              accepted++;
              kinds[s.kind] = (kinds[s.kind] ?? 0) + 1;
            } catch (error) {
              // Refusals are part of the game; anything else is a bug.
              if (!isDomainError(error)) throw error;
              rejected++;
              kinds[`${s.kind}!${error.code}`] = (kinds[`${s.kind}!${error.code}`] ?? 0) + 1;
            }
          }
          await pipeline.projected();
          expect(await readModel(eventId)).toEqual(fromFold(await fold(eventId)));
        },
      ),
      {
        numRuns: 40,
        // Found by CI: a period's sessions set again must keep the period's tags.
        examples: [
          [
            [
              { kind: 'createPeriod', dated: false, start: 0, length: 1, force: false },
              { kind: 'tags', period: 0, tags: ['MD-1'] },
              { kind: 'select', players: [3] },
              { kind: 'periodSessions', which: 0, clear: true },
              { kind: 'periodLive', which: 0, stop: false },
            ],
            false,
            false,
          ],
        ],
      },
    );
    // The sequences exercised both sides of the rules.
    expect(accepted).toBeGreaterThan(50);
    expect(rejected).toBeGreaterThan(20);

    const incremental = await projectionRows(h.pool, eventsProjection);
    await rebuild(h, eventsProjection);
    expect(await projectionRows(h.pool, eventsProjection)).toEqual(incremental);
    for (const eventId of eventIds) expect(await readModel(eventId)).toEqual(fromFold(await fold(eventId)));
  }, 120_000);

  it('reads events written by schema version 1, with their players as selections', async () => {
    const eventId = randomUUID();
    await seedStream(h.store, eventStreamName(eventId), [
      {
        type: 'EventCreated',
        data: {
          eventId,
          teamId,
          name: 'Old match',
          type: 'MATCH',
          daysToMatch: null,
          startDate: null,
          endDate: null,
          playerIds: [playerIds[0]!, playerIds[2]!],
        },
      },
    ]);
    await pipeline.projected();
    const model = (await readModel(eventId)) as { selections: { playerId: string }[] };
    expect(model.selections.map((s) => s.playerId)).toEqual([playerIds[0], playerIds[2]]);
    expect(model).toEqual(fromFold(await fold(eventId)));
    // The write side knows the same selections: selecting one again is refused.
    await expect(
      commands.selectPlayers(eventId, clubId, [playerIds[0]!], context(BASE)),
    ).rejects.toMatchObject({
      code: 'ALREADY_SELECTED',
    });
  });
});
