/**
 * One club never sees or changes another's data. For every query, mutation and subscription of
 * the schema, the manager of club B calls it with club A's ids (teams, players, staff, devices,
 * events): the answer is a refusal of the FORBIDDEN kind, or nothing of A's, and the event store
 * is unchanged. A field of the schema without a case here fails the test, so a new resolver
 * cannot skip the check.
 */
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile, readSse, type GraphQLResponse } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';
import { typeDefs } from './yoga.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
/** Club A's entities. */
const ids = {
  playerId: '',
  deviceId: '',
  eventId: '',
  coachStaffId: '',
  selectionId: '',
  periodId: '',
  sessionId: '',
  eventRangeId: '',
  teamRangeId: '',
  jobId: '',
};

async function must<T>(query: string, headers: Record<string, string>, variables = {}): Promise<T> {
  const response = await s.gql<T>(query, variables, headers);
  if (response.errors !== undefined || !response.data)
    throw new Error(`${query}: ${JSON.stringify(response.errors)}`);
  return response.data;
}

beforeAll(async () => {
  s = await openStack('isolation');
  a = await setUpClub(http, s.url, s.mailer, 'Club A');
  b = await setUpClub(http, s.url, s.mailer, 'Club B');
  const h = bearer(a.token);
  ids.playerId = (
    await must<{ createPlayer: { id: string } }>(
      `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "Ann", lastName: "A" }) { id } }`,
      h,
    )
  ).createPlayer.id;
  ids.deviceId = (
    await must<{ addDevice: { id: string } }>(
      'mutation { addDevice(serial: "ISO-A-1", udid: "a-1") { id } }',
      h,
    )
  ).addDevice.id;
  await must(
    `mutation { assignDevicesToTeam(teamId: "${a.teamId}", deviceIds: ["${ids.deviceId}"]) { id } }`,
    h,
  );
  ids.eventId = (
    await must<{ createEvent: { id: string } }>(
      `mutation { createEvent(teamId: "${a.teamId}", name: "A match", type: MATCH) { id } }`,
      h,
    )
  ).createEvent.id;
  ids.coachStaffId = a.staffId;
  // A live match with a period, a selection on the pitch and ranges, for the event cases.
  const e = ids.eventId;
  ids.selectionId = (
    await must<{ selectPlayers: { id: string }[] }>(
      `mutation { selectPlayers(eventId: "${e}", playerIds: ["${ids.playerId}"]) { id } }`,
      h,
    )
  ).selectPlayers[0]!.id;
  await must(`mutation { startEvent(eventId: "${e}") { id } }`, h);
  const period = await must<{ createPeriod: { periods: { id: string }[] } }>(
    `mutation { createPeriod(eventId: "${e}", name: "1st half") { periods { id } } }`,
    h,
  );
  ids.periodId = period.createPeriod.periods[0]!.id;
  await must(`mutation { startPeriod(eventId: "${e}", periodId: "${ids.periodId}") { id } }`, h);
  ids.sessionId = (
    await must<{ eventSelections: { sessions: { id: string }[] }[] }>(
      `{ eventSelections(eventId: "${e}") { sessions { id } } }`,
      h,
    )
  ).eventSelections[0]!.sessions[0]!.id;
  ids.eventRangeId = (
    await must<{ createEventRange: { ranges: { speed: { id: string }[] } } }>(
      `mutation { createEventRange(eventId: "${e}", type: "SPEED", range: { name: "Fast", min: 20 }) { ranges { speed { id } } } }`,
      h,
    )
  ).createEventRange.ranges.speed[0]!.id;
  ids.teamRangeId = (
    await must<{ createTeamRange: { ranges: { speed: { id: string }[] } } }>(
      `mutation { createTeamRange(teamId: "${a.teamId}", type: "SPEED", name: "Fast", min: 20) { ranges { speed { id } } } }`,
      h,
    )
  ).createTeamRange.ranges.speed[0]!.id;
  const job = await postFile<{ uploadEventFile: { id: string } }>(
    s.url,
    `mutation ($file: File!) { uploadEventFile(eventId: "${e}", file: $file) { id } }`,
    {},
    { name: 'a.csv', bytes: new TextEncoder().encode('device,time,hr\na-1,1700000000000,150\n') },
    h,
  );
  ids.jobId = job.data?.uploadEventFile.id ?? '';
  if (ids.jobId === '') throw new Error(`upload: ${JSON.stringify(job.errors)}`);
  // The job runs in the background: let it end before the store's head is watched.
  for (let tries = 0; ; tries++) {
    const { job: state } = await must<{ job: { state: string } }>(
      `{ job(jobId: "${ids.jobId}") { state } }`,
      h,
    );
    if (['COMPUTED', 'FAILED', 'DUPLICATE'].includes(state.state)) break;
    if (tries > 200) throw new Error(`the upload job is still ${state.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await s?.close();
});

/** What B may get back: a refusal of the FORBIDDEN kind, or a result holding nothing of A's. */
type Expect = { forbidden: readonly string[] } | { check: (data: unknown) => void; reason: string };

const FORBIDDEN_KIND = ['FORBIDDEN', 'DEVICE_NOT_ALLOWED', 'ADMIN_ONLY'] as const;
const forbidden: Expect = { forbidden: FORBIDDEN_KIND };

interface Case {
  readonly operation: string;
  readonly expect: Expect;
}

/** No id of club A anywhere in the answer. */
const nothingOfA = (reason: string): Expect => ({
  reason,
  check(data) {
    const text = JSON.stringify(data);
    for (const id of [
      a.clubId,
      a.teamId,
      a.userId,
      a.staffId,
      ids.playerId,
      ids.deviceId,
      ids.eventId,
      ids.selectionId,
      ids.periodId,
      ids.sessionId,
    ]) {
      expect(text).not.toContain(id);
    }
  },
});

const cases = (): Record<'Query' | 'Mutation' | 'Subscription', Record<string, Case>> => ({
  Query: {
    event: { operation: `{ event(eventId: "${ids.eventId}") { id } }`, expect: forbidden },
    teamEvents: { operation: `{ teamEvents(teamId: "${a.teamId}") { total } }`, expect: forbidden },
    eventSelections: {
      operation: `{ eventSelections(eventId: "${ids.eventId}") { id } }`,
      expect: forbidden,
    },
    selection: {
      operation: `{ selection(eventId: "${ids.eventId}", playerId: "${ids.playerId}") { id } }`,
      expect: forbidden,
    },
    user: { operation: '{ user { id email } }', expect: nothingOfA('the caller’s own account') },
    users: { operation: '{ users { id } }', expect: forbidden },
    passwordConfig: { operation: '{ passwordConfig { minLength } }', expect: nothingOfA('public rules') },
    staff: { operation: '{ staff { id club { id } } }', expect: nothingOfA('the caller’s own staff record') },
    clubs: { operation: '{ clubs { id } }', expect: forbidden },
    subscriptionPlans: { operation: '{ subscriptionPlans { id } }', expect: nothingOfA('public plans') },
    clubStaff: { operation: `{ clubStaff(clubId: "${a.clubId}") { id } }`, expect: forbidden },
    clubTeams: { operation: `{ clubTeams(clubId: "${a.clubId}") { id } }`, expect: forbidden },
    clubPlayers: {
      operation: `{ clubPlayers(clubId: "${a.clubId}", archived: true) { id } }`,
      expect: forbidden,
    },
    team: { operation: `{ team(teamId: "${a.teamId}") { id } }`, expect: forbidden },
    deviceTypes: { operation: '{ deviceTypes { id } }', expect: nothingOfA('public device types') },
    teamDevices: { operation: `{ teamDevices(teamId: "${a.teamId}") { id } }`, expect: forbidden },
    clubDevices: { operation: `{ clubDevices(clubId: "${a.clubId}") { id } }`, expect: forbidden },
    playerSelectionExtendedMetrics: {
      operation: `{ playerSelectionExtendedMetrics(eventId: "${ids.eventId}", playerId: "${ids.playerId}") { heatmapCellSize } }`,
      expect: forbidden,
    },
    job: { operation: `{ job(jobId: "${ids.jobId}") { id state } }`, expect: forbidden },
    eventSpeedSamples: {
      operation: `{ eventSpeedSamples(eventId: "${ids.eventId}") { selectionId } }`,
      expect: forbidden,
    },
    eventPlayerAnalyses: {
      operation: `{ eventPlayerAnalyses(eventId: "${ids.eventId}") { distance } }`,
      expect: forbidden,
    },
    playerSelections: {
      operation: `{ playerSelections(playerId: "${ids.playerId}") { event { id } } }`,
      expect: forbidden,
    },
    teamJobs: { operation: `{ teamJobs(teamId: "${a.teamId}") { id } }`, expect: forbidden },
  },
  Mutation: {
    createEvent: {
      operation: `mutation { createEvent(teamId: "${a.teamId}", name: "Intruder", type: MATCH) { id } }`,
      expect: forbidden,
    },
    startEvent: { operation: `mutation { startEvent(eventId: "${ids.eventId}") { id } }`, expect: forbidden },
    stopEvent: { operation: `mutation { stopEvent(eventId: "${ids.eventId}") { id } }`, expect: forbidden },
    updateEvent: {
      operation: `mutation { updateEvent(eventId: "${ids.eventId}", name: "Renamed", type: TRAINING) { id } }`,
      expect: forbidden,
    },
    updateEventDates: {
      operation: `mutation { updateEventDates(eventId: "${ids.eventId}", startDate: "2020-01-01T10:00:00Z") { id } }`,
      expect: forbidden,
    },
    deleteEvent: {
      operation: `mutation { deleteEvent(eventId: "${ids.eventId}")  }`,
      expect: forbidden,
    },
    lockEvent: {
      operation: `mutation { lockEvent(eventId: "${ids.eventId}") { id } }`,
      expect: forbidden,
    },
    unlockEvent: {
      operation: `mutation { unlockEvent(eventId: "${ids.eventId}") { id } }`,
      expect: forbidden,
    },
    createPeriod: {
      operation: `mutation { createPeriod(eventId: "${ids.eventId}", name: "Intruder") { id } }`,
      expect: forbidden,
    },
    updatePeriod: {
      operation: `mutation { updatePeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}", name: "Renamed") { id } }`,
      expect: forbidden,
    },
    removePeriod: {
      operation: `mutation { removePeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
      expect: forbidden,
    },
    startPeriod: {
      operation: `mutation { startPeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
      expect: forbidden,
    },
    stopPeriod: {
      operation: `mutation { stopPeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
      expect: forbidden,
    },
    selectPlayers: {
      operation: `mutation { selectPlayers(eventId: "${ids.eventId}", playerIds: ["${ids.playerId}"]) { id } }`,
      expect: forbidden,
    },
    updateSelection: {
      operation: `mutation { updateSelection(selectionId: "${ids.selectionId}", number: 99) { id } }`,
      expect: forbidden,
    },
    selectSelection: {
      operation: `mutation { selectSelection(selectionId: "${ids.selectionId}", selected: false) { id } }`,
      expect: forbidden,
    },
    startSession: {
      operation: `mutation { startSession(selectionId: "${ids.selectionId}") { id } }`,
      expect: forbidden,
    },
    stopSession: {
      operation: `mutation { stopSession(selectionId: "${ids.selectionId}") { id } }`,
      expect: forbidden,
    },
    createSession: {
      operation: `mutation { createSession(selectionId: "${ids.selectionId}", periodId: "${ids.periodId}", startDate: "2030-01-01T10:00:00Z", endDate: "2030-01-01T10:30:00Z") { id } }`,
      expect: forbidden,
    },
    updateSession: {
      operation: `mutation { updateSession(sessionId: "${ids.sessionId}", startDate: "2030-01-01T10:00:00Z", endDate: "2030-01-01T10:30:00Z") { id } }`,
      expect: forbidden,
    },
    deleteSession: {
      operation: `mutation { deleteSession(sessionId: "${ids.sessionId}") { id } }`,
      expect: forbidden,
    },
    setPeriodSessions: {
      operation: `mutation { setPeriodSessions(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
      expect: forbidden,
    },
    deletePeriodSessions: {
      operation: `mutation { deletePeriodSessions(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
      expect: forbidden,
    },
    createEventRange: {
      operation: `mutation { createEventRange(eventId: "${ids.eventId}", type: "SPEED", range: { name: "X", min: 1 }) { id } }`,
      expect: forbidden,
    },
    updateEventRange: {
      operation: `mutation { updateEventRange(eventId: "${ids.eventId}", id: "${ids.eventRangeId}", type: "SPEED", range: { name: "X", min: 1 }) { id } }`,
      expect: forbidden,
    },
    deleteEventRange: {
      operation: `mutation { deleteEventRange(eventId: "${ids.eventId}", id: "${ids.eventRangeId}") { id } }`,
      expect: forbidden,
    },
    createTeamRange: {
      operation: `mutation { createTeamRange(teamId: "${a.teamId}", type: "SPEED", name: "X", min: 1) { id } }`,
      expect: forbidden,
    },
    updateTeamRange: {
      operation: `mutation { updateTeamRange(teamId: "${a.teamId}", id: "${ids.teamRangeId}", type: "SPEED", name: "X", min: 1) { id } }`,
      expect: forbidden,
    },
    deleteTeamRange: {
      operation: `mutation { deleteTeamRange(teamId: "${a.teamId}", id: "${ids.teamRangeId}") { id } }`,
      expect: forbidden,
    },
    register: {
      operation: `mutation { register(email: "${a.email}", password: "Secret123") { token } }`,
      expect: { forbidden: ['EMAIL_ALREADY_EXISTS'] },
    },
    login: {
      operation: `mutation { login(email: "${a.email}", password: "Wrong1234") { token } }`,
      expect: { forbidden: ['INVALID_CREDENTIALS'] },
    },
    refreshToken: {
      operation: 'mutation { refreshToken { user { id } } }',
      expect: nothingOfA('the caller’s own token'),
    },
    verifyEmail: {
      operation: `mutation { verifyEmail(token: "${a.userId}.${a.userId}.forged") { id } }`,
      expect: { forbidden: ['INVALID_TOKEN'] },
    },
    resendVerificationEmail: {
      operation: 'mutation { resendVerificationEmail }',
      expect: { forbidden: ['BAD_USER_INPUT'] },
    },
    resetPassword: {
      operation: `mutation { resetPassword(email: "${a.email}") }`,
      expect: nothingOfA('answers true for every address; the mail goes to A, not B'),
    },
    newPassword: {
      operation: `mutation { newPassword(token: "${a.userId}.${a.userId}.forged", password: "Hacked123") { id } }`,
      expect: { forbidden: ['INVALID_TOKEN'] },
    },
    impersonate: {
      operation: `mutation { impersonate(userId: "${a.userId}") { token } }`,
      expect: forbidden,
    },
    createClub: {
      operation: 'mutation { createClub(name: "Another") { id } }',
      expect: { forbidden: ['IS_ALREADY_STAFF'] },
    },
    updateClub: {
      operation: `mutation { updateClub(clubId: "${a.clubId}", name: "Taken", sport: "football", timeZone: "Europe/Paris") { id } }`,
      expect: forbidden,
    },
    newStaff: {
      operation: `mutation { newStaff(email: "${a.email}") { id } }`,
      expect: { forbidden: ['IS_ALREADY_STAFF'] },
    },
    removeStaff: { operation: `mutation { removeStaff(staffId: "${a.staffId}") { id } }`, expect: forbidden },
    updateStaffAccess: {
      operation: `mutation { updateStaffAccess(staffId: "${a.staffId}", isManager: false) { id } }`,
      expect: forbidden,
    },
    assignCoach: {
      operation: `mutation { assignCoach(staffId: "${a.staffId}", teamIds: ["${a.teamId}"]) { id } }`,
      expect: forbidden,
    },
    updateClubSubscription: {
      operation: `mutation { updateClubSubscription(clubId: "${a.clubId}", subscription: { plan: TRIAL, active: false }) { id } }`,
      expect: forbidden,
    },
    createTeam: {
      operation: `mutation { createTeam(clubId: "${a.clubId}", name: "Intruders") { id } }`,
      expect: forbidden,
    },
    updateTeam: {
      operation: `mutation { updateTeam(teamId: "${a.teamId}", name: "Renamed") { id } }`,
      expect: forbidden,
    },
    createSeason: {
      operation: `mutation { createSeason(teamId: "${a.teamId}", name: "S", startDate: "2026-08-01", endDate: "2027-06-30") { id } }`,
      expect: forbidden,
    },
    createPlayer: {
      operation: `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "X", lastName: "Y" }) { id } }`,
      expect: forbidden,
    },
    updatePlayer: {
      operation: `mutation { updatePlayer(playerId: "${ids.playerId}", player: { firstName: "X", lastName: "Y" }) { id } }`,
      expect: forbidden,
    },
    archivePlayer: {
      operation: `mutation { archivePlayer(playerId: "${ids.playerId}") { id } }`,
      expect: forbidden,
    },
    addDevice: {
      operation: 'mutation { addDevice(serial: "ISO-A-1", udid: "b-1") { id } }',
      expect: { forbidden: ['DEVICE_ALREADY_OWNED'] },
    },
    assignDevicesToTeam: {
      operation: `mutation { assignDevicesToTeam(teamId: "${b.teamId}", deviceIds: ["${ids.deviceId}"]) { id } }`,
      expect: forbidden,
    },
    unassignDevices: {
      operation: `mutation { unassignDevices(deviceIds: ["${ids.deviceId}"]) { id } }`,
      expect: forbidden,
    },
    assignDeviceToPlayer: {
      operation: `mutation { assignDeviceToPlayer(playerId: "${ids.playerId}", deviceId: "${ids.deviceId}") { id } }`,
      expect: forbidden,
    },
    unassignDeviceFromPlayer: {
      operation: `mutation { unassignDeviceFromPlayer(playerId: "${ids.playerId}") { id } }`,
      expect: forbidden,
    },
    uploadDeviceFile: {
      operation: 'mutation { uploadDeviceFile(deviceUDID: "a-1", file: "not a file") { id } }',
      expect: forbidden,
    },
    uploadDockFile: {
      operation: `mutation { uploadDockFile(teamId: "${a.teamId}", file: "not a file") { id } }`,
      expect: forbidden,
    },
    quickImport: {
      operation: `mutation { quickImport(teamId: "${a.teamId}", file: "not a file", name: "Intruder", type: MATCH) { id } }`,
      expect: forbidden,
    },
    computeRecords: {
      operation: `mutation { computeRecords(eventId: "${ids.eventId}") { id } }`,
      expect: forbidden,
    },
    uploadEventFile: {
      operation: `mutation { uploadEventFile(eventId: "${ids.eventId}", file: "not a file") { id } }`,
      expect: forbidden,
    },
  },
  Subscription: {
    event: { operation: `subscription { event(eventId: "${ids.eventId}") { id } }`, expect: forbidden },
    eventSelections: {
      operation: `subscription { eventSelections(eventId: "${ids.eventId}") { id } }`,
      expect: forbidden,
    },
    clubTeams: { operation: `subscription { clubTeams(clubId: "${a.clubId}") { id } }`, expect: forbidden },
    clubPlayers: {
      operation: `subscription { clubPlayers(clubId: "${a.clubId}") { id } }`,
      expect: forbidden,
    },
    clubStaff: { operation: `subscription { clubStaff(clubId: "${a.clubId}") { id } }`, expect: forbidden },
    liveRecordUpdated: {
      operation: `subscription { liveRecordUpdated(eventId: "${ids.eventId}") { id } }`,
      expect: forbidden,
    },
    jobUpdated: { operation: `subscription { jobUpdated(jobId: "${ids.jobId}") { id } }`, expect: forbidden },
  },
});

const schema = buildSchema(typeDefs);
const rootFields = (root: 'Query' | 'Mutation' | 'Subscription'): string[] => {
  const type = schema.getType(root);
  if (!isObjectType(type)) throw new Error(root);
  return Object.keys(type.getFields()).sort();
};

const head = async (): Promise<string> => {
  const position = await s.h.store.headPosition();
  return position === null ? 'none' : `${position.commit}/${position.prepare}`;
};

async function answer(root: string, operation: string): Promise<GraphQLResponse<unknown>> {
  if (root !== 'Subscription') return s.gql(operation, {}, bearer(b.token));
  const response = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(b.token) },
    body: JSON.stringify({ query: operation }),
  });
  const stream = readSse<GraphQLResponse<unknown>>(response);
  try {
    return await stream.next(10_000);
  } finally {
    await stream.close();
  }
}

describe('club isolation', () => {
  it('has a case for every root field of the schema', () => {
    const all = cases();
    for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
      expect(Object.keys(all[root]).sort(), root).toEqual(rootFields(root));
    }
  });

  for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
    it(`refuses club B every ${root.toLowerCase()} on club A's data, and the store stays unchanged`, async () => {
      const all = cases()[root];
      for (const field of rootFields(root)) {
        const { operation, expect: expected } = all[field]!;
        const before = await head();
        const response = await answer(root, operation);
        if ('forbidden' in expected) {
          expect(response.errors?.[0]?.message, `${root}.${field}: ${JSON.stringify(response)}`).toBeOneOf([
            ...expected.forbidden,
          ]);
        } else {
          expect(response.errors, `${root}.${field} (${expected.reason})`).toBeUndefined();
          expected.check(response.data);
        }
        if (field === 'resetPassword') {
          // It answers at once, then appends a reset token to A's account and mails A (not B):
          // wait for that mail, sent after the write, so the write is not taken for the next field's.
          const resets = () => s.mailer.messages.filter((m) => m.kind === 'reset').map((m) => m.to);
          const deadline = Date.now() + 10_000;
          while (resets().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
          expect(resets()).toEqual([a.email]);
          expect(await head()).not.toBe(before);
        } else {
          // Nothing else may write.
          expect(await head(), `${root}.${field} wrote to the store`).toBe(before);
        }
      }
    });
  }

  it('leaves club A exactly as it was', async () => {
    const h = bearer(a.token);
    const staff = await must<{ clubStaff: { id: string; isManager: boolean }[] }>(
      `{ clubStaff(clubId: "${a.clubId}") { id isManager } }`,
      h,
    );
    expect(staff.clubStaff).toEqual([{ id: a.staffId, isManager: true }]);
    const teams = await must<{ clubTeams: { id: string; name: string }[] }>(
      `{ clubTeams(clubId: "${a.clubId}") { id name } }`,
      h,
    );
    expect(teams.clubTeams).toEqual([{ id: a.teamId, name: 'First team' }]);
    const players = await must<{
      clubPlayers: { id: string; archived: boolean; device: { id: string } | null }[];
    }>(`{ clubPlayers(clubId: "${a.clubId}", archived: true) { id archived device { id } } }`, h);
    expect(players.clubPlayers).toEqual([{ id: ids.playerId, archived: false, device: null }]);
    const event = await must<{
      event: { status: string; name: string; periods: { id: string; status: string }[] };
      eventSelections: { id: string; number: number | null; selected: boolean; active: boolean }[];
    }>(
      `{ event(eventId: "${ids.eventId}") { status name periods { id status } }
         eventSelections(eventId: "${ids.eventId}") { id number selected active } }`,
      h,
    );
    expect(event.event).toEqual({
      status: 'STARTED',
      name: 'A match',
      periods: [{ id: ids.periodId, status: 'STARTED' }],
    });
    expect(event.eventSelections).toEqual([
      { id: ids.selectionId, number: null, selected: true, active: true },
    ]);
  });
});
