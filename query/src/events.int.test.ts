/**
 * Matches and trainings through GraphQL on the real pipeline: a coach's match day, every rule's
 * catalogue code (and an unchanged store after each refusal), the team's event list, deletion,
 * ranges and the live selections stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, readSse } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let club: ClubSetUp;
let auth: Record<string, string>;
const players: string[] = [];
const devices: string[] = [];

const must = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
  s.must<T>(query, variables, auth);

/** The mutation is refused with `code` and the store does not move. */
async function refused(code: string, query: string, variables: Record<string, unknown> = {}): Promise<void> {
  const before = await s.head();
  const response = await s.gql(query, variables, auth);
  expect(codeOf(response), query).toBe(code);
  expect(await s.head(), `${query} appended`).toBe(before);
}

const EVENT = /* GraphQL */ `
  fragment E on Event {
    id
    status
    locked
    startDate
    endDate
    duration
    playerIds
    selectedCount
    periods {
      id
      name
      status
      startDate
      endDate
    }
    intervals {
      startDate
      endDate
      period {
        id
      }
    }
    ranges {
      speed {
        id
        name
        min
        max
        range
      }
      accel {
        id
      }
    }
  }
`;

interface EventShape {
  id: string;
  status: string;
  locked: boolean;
  startDate: string | null;
  endDate: string | null;
  duration: number | null;
  playerIds: string[];
  selectedCount: number;
  periods: { id: string; name: string; status: string; startDate: string | null; endDate: string | null }[];
  intervals: { startDate: string; endDate: string | null; period: { id: string } | null }[];
  ranges: {
    speed: { id: string; name: string; min: number | null; max: number | null; range: (number | null)[] }[];
  };
}

const SELECTION = /* GraphQL */ `
  fragment S on Selection {
    id
    player {
      id
      firstName
    }
    number
    device {
      id
      name
      deleted
    }
    selected
    active
    time
    sessions {
      id
      periodId
      startDate
      endDate
    }
  }
`;

interface SelectionShape {
  id: string;
  player: { id: string; firstName: string };
  number: number | null;
  device: { id: string; name: string; deleted: boolean } | null;
  selected: boolean;
  active: boolean;
  time: number;
  sessions: { id: string; periodId: string | null; startDate: string; endDate: string | null }[];
}

async function createMatch(variables: Record<string, unknown> = {}): Promise<EventShape> {
  return (
    await must<{ createEvent: EventShape }>(
      `mutation ($teamId: ID!, $name: String!, $startDate: DateTime, $endDate: DateTime, $playerIds: [ID!]) {
         createEvent(teamId: $teamId, name: $name, type: MATCH, startDate: $startDate, endDate: $endDate, playerIds: $playerIds) { ...E } }
       ${EVENT}`,
      { teamId: club.teamId, name: 'Match', ...variables },
    )
  ).createEvent;
}

const eventMutation = async (mutation: string, args: string): Promise<EventShape> =>
  (await must<Record<string, EventShape>>(`mutation { ${mutation}(${args}) { ...E } } ${EVENT}`))[mutation]!;

const selections = async (eventId: string): Promise<SelectionShape[]> =>
  (
    await must<{ eventSelections: SelectionShape[] }>(
      `{ eventSelections(eventId: "${eventId}") { ...S } } ${SELECTION}`,
    )
  ).eventSelections;

beforeAll(async () => {
  // Durations are checked to the second: the clock moves only when the test says so.
  s = await openStack('events', { frozenClock: true });
  club = await setUpClub(http, s.url, s.mailer);
  auth = bearer(club.token);
  for (const [i, firstName] of ['Ada', 'Bo', 'Cy', 'Di'].entries()) {
    const { createPlayer } = await must<{ createPlayer: { id: string } }>(
      `mutation { createPlayer(teamId: "${club.teamId}", player: { firstName: "${firstName}", lastName: "P", number: ${i + 1} }) { id } }`,
    );
    players.push(createPlayer.id);
  }
  for (const serial of ['EV-1', 'EV-2', 'EV-3']) {
    const { addDevice } = await must<{ addDevice: { id: string } }>(
      `mutation { addDevice(serial: "${serial}", udid: "u-${serial}") { id } }`,
    );
    devices.push(addDevice.id);
  }
  // Two devices with the team (the first worn by Ada), the third left with the club.
  await must(
    `mutation { assignDevicesToTeam(teamId: "${club.teamId}", deviceIds: ["${devices[0]}", "${devices[1]}"]) { id } }`,
  );
  await must(
    `mutation { assignDeviceToPlayer(playerId: "${players[0]}", deviceId: "${devices[0]}") { id } }`,
  );
});
afterAll(async () => {
  await s?.close();
});

describe('a coach’s match day through GraphQL', () => {
  it('creates a match with the team’s ranges, selects, starts, plays two periods and stops', async () => {
    await must(
      `mutation { createTeamRange(teamId: "${club.teamId}", type: "SPEED", name: "Sprint", min: 25) { id } }`,
    );
    const created = await createMatch({ playerIds: [players[0]] });
    expect(created.ranges.speed.map(({ id: _id, ...range }) => range)).toEqual([
      { name: 'Sprint', min: 25, max: null, range: [25, null] },
    ]);
    expect(created.playerIds).toEqual([players[0]]);
    const id = created.id;

    const picked = await must<{ selectPlayers: SelectionShape[] }>(
      `mutation { selectPlayers(eventId: "${id}", playerIds: ["${players[1]}", "${players[2]}"]) { ...S } } ${SELECTION}`,
    );
    expect(picked.selectPlayers.map((x) => x.player.firstName)).toEqual(['Bo', 'Cy']);
    const [ada, bo] = await selections(id);
    // Ada came with the device she wears, and her shirt number.
    expect(ada).toMatchObject({ number: 1, device: { id: devices[0], deleted: false }, selected: true });
    await must(
      `mutation { updateSelection(selectionId: "${bo!.id}", deviceId: "${devices[1]}", number: 10) { id } }`,
    );

    const started = await eventMutation('startEvent', `eventId: "${id}"`);
    expect(started.status).toBe('STARTED');
    const withPeriod = await eventMutation('createPeriod', `eventId: "${id}", name: "1st half"`);
    const first = withPeriod.periods[0]!;
    expect(first.status).toBe('CREATED');
    await eventMutation('startPeriod', `eventId: "${id}", periodId: "${first.id}"`);
    expect((await selections(id)).every((x) => x.active)).toBe(true);
    s.advance(45 * 60_000);
    await eventMutation('stopPeriod', `eventId: "${id}", periodId: "${first.id}"`);
    s.advance(15 * 60_000);
    const second = (await eventMutation('createPeriod', `eventId: "${id}", name: "2nd half"`)).periods[1]!;
    await eventMutation('startPeriod', `eventId: "${id}", periodId: "${second.id}"`);
    // A substitution: Cy leaves after 30 minutes.
    s.advance(30 * 60_000);
    const cy = (await selections(id)).find((x) => x.player.firstName === 'Cy')!;
    await must(`mutation { stopSession(selectionId: "${cy.id}") { id } }`);
    s.advance(15 * 60_000);
    const stopped = await eventMutation('stopEvent', `eventId: "${id}"`);

    expect(stopped.status).toBe('FINISHED');
    expect(stopped.duration).toBe(105 * 60);
    expect(stopped.periods.map((p) => [p.name, p.status])).toEqual([
      ['1st half', 'STOPPED'],
      ['2nd half', 'STOPPED'],
    ]);
    expect(stopped.intervals.map((i) => i.period?.id)).toEqual([first.id, second.id]);
    for (const period of stopped.periods) {
      expect(Date.parse(period.startDate!)).toBeGreaterThanOrEqual(Date.parse(stopped.startDate!));
      expect(Date.parse(period.endDate!)).toBeLessThanOrEqual(Date.parse(stopped.endDate!));
    }
    const final = await selections(id);
    expect(final.map((x) => [x.player.firstName, x.number, x.active, Math.round(x.time / 60)])).toEqual([
      ['Ada', 1, false, 90],
      ['Cy', 3, false, 75],
      ['Bo', 10, false, 90],
    ]);
    const one = await must<{ selection: SelectionShape | null }>(
      `{ selection(eventId: "${id}", playerId: "${players[2]}") { ...S } } ${SELECTION}`,
    );
    expect(one.selection?.sessions).toHaveLength(2);
    expect(
      (await must<{ selection: null }>(`{ selection(eventId: "${id}", playerId: "${players[3]}") { id } }`))
        .selection,
    ).toBeNull();

    // Final: locked, every change refused until unlocked.
    expect((await eventMutation('lockEvent', `eventId: "${id}"`)).status).toBe('LOCKED');
    await refused(
      'EVENT_LOCKED',
      `mutation { updateEvent(eventId: "${id}", name: "X", type: MATCH) { id } }`,
    );
    await refused('EVENT_LOCKED', `mutation { deleteEvent(eventId: "${id}") }`);
    expect((await eventMutation('unlockEvent', `eventId: "${id}"`)).status).toBe('FINISHED');
  });
});

describe('rules and their codes through GraphQL', () => {
  it('answers each rule with its catalogue code and appends nothing', async () => {
    const planned = await createMatch({ startDate: '2030-05-01T18:00:00Z', endDate: '2030-05-01T19:45:00Z' });
    const e = planned.id;
    await refused('EVENT_NOT_STARTED', `mutation { stopEvent(eventId: "${e}") { id } }`);
    const period = (
      await eventMutation(
        'createPeriod',
        `eventId: "${e}", name: "1st half", startDate: "2030-05-01T18:00:00Z", endDate: "2030-05-01T18:45:00Z", force: true`,
      )
    ).periods[0]!;
    expect(period.status).toBe('STOPPED');
    await refused(
      'PERIOD_OVERLAP',
      `mutation { createPeriod(eventId: "${e}", name: "Overlap", startDate: "2030-05-01T18:30:00Z", endDate: "2030-05-01T19:00:00Z") { id } }`,
    );
    await refused(
      'INVALID_DATE_RANGE',
      `mutation { createPeriod(eventId: "${e}", name: "Late", startDate: "2030-05-01T19:30:00Z", endDate: "2030-05-01T20:00:00Z") { id } }`,
    );
    await refused(
      'MISSING_START_DATE',
      `mutation { createPeriod(eventId: "${e}", name: "No start", endDate: "2030-05-01T19:00:00Z") { id } }`,
    );
    await refused(
      'EVENT_NOT_STARTED',
      `mutation { startPeriod(eventId: "${e}", periodId: "${period.id}") { id } }`,
    );
    await refused(
      'PERIOD_FINISHED',
      `mutation { stopPeriod(eventId: "${e}", periodId: "${period.id}") { id } }`,
    );
    const undated = (await eventMutation('createPeriod', `eventId: "${e}", name: "Extra"`)).periods[1]!;
    await refused(
      'PERIOD_NOT_STARTED',
      `mutation { stopPeriod(eventId: "${e}", periodId: "${undated.id}") { id } }`,
    );
    await refused(
      'PERIOD_NOT_FOUND',
      `mutation { removePeriod(eventId: "${e}", periodId: "00000000-0000-4000-8000-000000000000") { id } }`,
    );
    await refused(
      'INVALID_DATE_RANGE',
      `mutation { updateEventDates(eventId: "${e}", startDate: "2030-05-01T18:00:00Z", endDate: "2030-05-01T18:00:30Z") { id } }`,
    );
    // The period must stay inside the event.
    await refused(
      'INVALID_DATE_RANGE',
      `mutation { updateEventDates(eventId: "${e}", startDate: "2030-05-01T18:10:00Z", endDate: "2030-05-01T19:45:00Z") { id } }`,
    );
    await refused(
      'SELECTION_NOT_FOUND',
      `mutation { selectSelection(selectionId: "00000000-0000-4000-8000-000000000000", selected: false) { id } }`,
    );
    await refused(
      'PLAYER_NOT_FOUND',
      `mutation { selectPlayers(eventId: "${e}", playerIds: ["${club.teamId}"]) { id } }`,
    );
    const [ada] = await must<{ selectPlayers: SelectionShape[] }>(
      `mutation { selectPlayers(eventId: "${e}", playerIds: ["${players[0]}"]) { ...S } } ${SELECTION}`,
    ).then((d) => d.selectPlayers);
    await refused(
      'ALREADY_SELECTED',
      `mutation { selectPlayers(eventId: "${e}", playerIds: ["${players[0]}"]) { id } }`,
    );
    await refused(
      'DEVICE_NOT_ALLOWED',
      `mutation { updateSelection(selectionId: "${ada!.id}", deviceId: "${devices[2]}") { id } }`,
    );
    await refused(
      'DEVICE_NOT_FOUND',
      `mutation { updateSelection(selectionId: "${ada!.id}", deviceId: "00000000-0000-4000-8000-000000000000") { id } }`,
    );
    // Sessions: inside their period, never overlapping each other.
    await must(
      `mutation { createSession(selectionId: "${ada!.id}", periodId: "${period.id}", startDate: "2030-05-01T18:00:00Z", endDate: "2030-05-01T18:20:00Z") { id } }`,
    );
    await refused(
      'PERIOD_OVERLAP',
      `mutation { createSession(selectionId: "${ada!.id}", periodId: "${period.id}", startDate: "2030-05-01T18:10:00Z", endDate: "2030-05-01T18:30:00Z") { id } }`,
    );
    await refused(
      'INVALID_DATE_RANGE',
      `mutation { createSession(selectionId: "${ada!.id}", periodId: "${period.id}", startDate: "2030-05-01T18:40:00Z", endDate: "2030-05-01T18:50:00Z") { id } }`,
    );
    const set = await must<{ setPeriodSessions: SelectionShape[] }>(
      `mutation { setPeriodSessions(eventId: "${e}", periodId: "${period.id}") { ...S } } ${SELECTION}`,
    );
    expect(set.setPeriodSessions[0]!.sessions.map((x) => [x.startDate, x.endDate])).toEqual([
      ['2030-05-01T18:00:00.000Z', '2030-05-01T18:45:00.000Z'],
    ]);
    // Ranges: type, bounds, the plan's limit (3 on the trial; the team has one from the match day).
    await refused(
      'INVALID_RANGE_TYPE',
      `mutation { createEventRange(eventId: "${e}", type: "JUMP", range: { name: "J", min: 1 }) { id } }`,
    );
    await refused(
      'BAD_USER_INPUT',
      `mutation { createEventRange(eventId: "${e}", type: "SPEED", range: { name: "S", min: 20, max: 10 }) { id } }`,
    );
    for (const name of ['A', 'B'])
      await must(
        `mutation { createTeamRange(teamId: "${club.teamId}", type: "ACCELERATION", name: "${name}", min: 2) { id } }`,
      );
    await refused(
      'RANGE_LIMIT_REACHED',
      `mutation { createTeamRange(teamId: "${club.teamId}", type: "SPEED", name: "Too many", min: 5) { id } }`,
    );
    await refused('EVENT_NOT_FOUND', `mutation { startEvent(eventId: "not-an-id") { id } }`);
  });

  it('lists a team’s events by type and date, a page at a time, and forgets deleted ones', async () => {
    const training = (
      await must<{ createEvent: { id: string } }>(
        `mutation { createEvent(teamId: "${club.teamId}", name: "Recovery", type: TRAINING, startDate: "2031-01-10T10:00:00Z", endDate: "2031-01-10T11:00:00Z") { id } }`,
      )
    ).createEvent.id;
    const later = await createMatch({
      name: 'Final',
      startDate: '2031-02-01T18:00:00Z',
      endDate: '2031-02-01T19:45:00Z',
    });
    const page = async (args: string) =>
      (
        await must<{ teamEvents: { items: { id: string }[]; total: number } }>(
          `{ teamEvents(teamId: "${club.teamId}", ${args}) { items { id } total } }`,
        )
      ).teamEvents;
    const in2031 = await page('from: "2031-01-01T00:00:00Z", to: "2032-01-01T00:00:00Z"');
    expect(in2031).toEqual({ items: [{ id: later.id }, { id: training }], total: 2 });
    expect(await page('types: [TRAINING], from: "2031-01-01T00:00:00Z"')).toEqual({
      items: [{ id: training }],
      total: 1,
    });
    const all = await page('limit: 100');
    const second = await page('offset: 1, limit: 1');
    expect(second.items).toEqual([all.items[1]]);
    expect(second.total).toBe(all.total);
    expect(
      codeOf(await s.gql(`{ teamEvents(teamId: "${club.teamId}", limit: 1000) { total } }`, {}, auth)),
    ).toBe('BAD_USER_INPUT');

    await must(`mutation { startEvent(eventId: "${training}") { id } }`);
    await refused('EVENT_STARTED', `mutation { deleteEvent(eventId: "${training}") }`);
    await must(`mutation { stopEvent(eventId: "${training}") { id } }`);
    expect(await must(`mutation { deleteEvent(eventId: "${training}") }`)).toEqual({ deleteEvent: true });
    expect(codeOf(await s.gql(`{ event(eventId: "${training}") { id } }`, {}, auth))).toBe('EVENT_NOT_FOUND');
    expect((await page('limit: 100')).total).toBe(all.total - 1);
  });

  it('pushes an event’s selections live as players go on and off the pitch', async () => {
    const match = await createMatch({ playerIds: [players[3]] });
    const response = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...auth },
      body: JSON.stringify({
        query: `subscription { eventSelections(eventId: "${match.id}") { id active } }`,
      }),
    });
    const stream = readSse<{ data?: { eventSelections: { id: string; active: boolean }[] } }>(response);
    try {
      const first = (await stream.next(10_000)).data?.eventSelections;
      expect(first?.map((x) => x.active)).toEqual([false]);
      await must(`mutation { startEvent(eventId: "${match.id}") { id } }`);
      await must(`mutation { startSession(selectionId: "${first![0]!.id}") { id } }`);
      let pushed = (await stream.next(10_000)).data?.eventSelections;
      expect(pushed?.map((x) => x.active)).toEqual([true]);
      await must(`mutation { stopSession(selectionId: "${first![0]!.id}") { id } }`);
      pushed = (await stream.next(10_000)).data?.eventSelections;
      expect(pushed?.map((x) => x.active)).toEqual([false]);
    } finally {
      await stream.close();
    }
  });
});
