/**
 * One club never sees or changes another's data. For every query, mutation and subscription of
 * the schema, the manager of club B calls it with club A's ids (teams, players, staff, devices,
 * events): the answer is a refusal of the FORBIDDEN kind, or nothing of A's, and the event store
 * is unchanged. A field of the schema without a case here fails the test, so a new resolver
 * cannot skip the check.
 */
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile, readSse, type GraphQLResponse } from './testing/client.ts';
import { moveToPlan } from './testing/plans.ts';
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
  receiverId: '',
  seasonId: '',
  drillId: '',
  availabilityId: '',
  injuryId: '',
  exportId: '',
};

const must = <T>(query: string, headers: Record<string, string>): Promise<T> => s.must<T>(query, {}, headers);

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
  await must(
    `mutation { setTeamTrackingProfile(teamId: "${a.teamId}", profile: "GNSS_10HZ", input: { spikeSpeed: 10 }) { profile } }`,
    h,
  );
  ids.receiverId = (
    await must<{ issueReceiverToken: { receiver: { id: string } } }>(
      `mutation { issueReceiverToken(teamId: "${a.teamId}", name: "A touchline") { receiver { id } } }`,
      h,
    )
  ).issueReceiverToken.receiver.id;
  // Issue 19: a season, and (tag management needs PRO) a drill and tags.
  ids.seasonId = (
    await must<{ createSeason: { id: string } }>(
      `mutation { createSeason(teamId: "${a.teamId}", name: "A", startDate: "2026-07-01", endDate: "2027-06-30") { id } }`,
      h,
    )
  ).createSeason.id;
  // Issue 21: a season export's link, whose progress is A's only.
  ids.exportId = (
    await must<{ getTeamDataCSVLink: { id: string } }>(
      `{ getTeamDataCSVLink(teamId: "${a.teamId}", seasonId: "${ids.seasonId}") { id } }`,
      h,
    )
  ).getTeamDataCSVLink.id;
  await moveToPlan(s, a.clubId, 'PRO');
  ids.drillId = (
    await must<{ createDrill: { id: string } }>(
      `mutation { createDrill(clubId: "${a.clubId}", name: "A rondo") { id } }`,
      h,
    )
  ).createDrill.id;
  await must(`mutation { setEventTags(eventId: "${e}", tags: ["A-tag"]) { id } }`, h);
  const injured = await must<{ setPlayerAvailability: { id: string; injuryId: string } }>(
    `mutation { setPlayerAvailability(playerId: "${ids.playerId}", availability: { status: INJURED, startDate: "2026-01-05" }, injury: { description: "Ankle", occurredOn: "2026-01-04" }) { id injuryId } }`,
    h,
  );
  ids.availabilityId = injured.setPlayerAvailability.id;
  ids.injuryId = injured.setPlayerAvailability.injuryId;
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

interface Case {
  readonly operation: string;
  readonly expect: Expect;
}

/** An operation B must be refused: with a code of the FORBIDDEN kind, or one of `codes`. */
const refused = (operation: string, ...codes: string[]): Case => ({
  operation,
  expect: { forbidden: codes.length > 0 ? codes : FORBIDDEN_KIND },
});

/** An operation B may call: its answer holds no id of club A (`reason`: why it may). */
const answered = (operation: string, reason: string): Case => ({
  operation,
  expect: {
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
        ids.availabilityId,
        ids.injuryId,
      ]) {
        expect(text).not.toContain(id);
      }
    },
  },
});

const cases = (): Record<'Query' | 'Mutation' | 'Subscription', Record<string, Case>> => ({
  Query: {
    event: refused(`{ event(eventId: "${ids.eventId}") { id } }`),
    teamEvents: refused(`{ teamEvents(teamId: "${a.teamId}") { total } }`),
    eventSelections: refused(`{ eventSelections(eventId: "${ids.eventId}") { id } }`),
    selection: refused(`{ selection(eventId: "${ids.eventId}", playerId: "${ids.playerId}") { id } }`),
    user: answered('{ user { id email } }', 'the caller’s own account'),
    users: refused('{ users { id } }'),
    passwordConfig: answered('{ passwordConfig { minLength } }', 'public rules'),
    staff: answered('{ staff { id club { id } } }', 'the caller’s own staff record'),
    clubs: refused('{ clubs { id } }'),
    // Issue 20, operations: admins only (operations.int.test.ts checks a manager gets ADMIN_ONLY).
    projections: refused('{ projections { name } }'),
    parkedEvents: refused('{ parkedEvents { projection } }'),
    projectionOperations: refused('{ projectionOperations { id } }'),
    subscriptionPlans: answered('{ subscriptionPlans { id } }', 'public plans'),
    clubStaff: refused(`{ clubStaff(clubId: "${a.clubId}") { id } }`),
    clubTeams: refused(`{ clubTeams(clubId: "${a.clubId}") { id } }`),
    clubPlayers: refused(`{ clubPlayers(clubId: "${a.clubId}", archived: true) { id } }`),
    team: refused(`{ team(teamId: "${a.teamId}") { id } }`),
    deviceTypes: answered('{ deviceTypes { id } }', 'public device types'),
    teamDevices: refused(`{ teamDevices(teamId: "${a.teamId}") { id } }`),
    teamTrackingProfiles: refused(`{ teamTrackingProfiles(teamId: "${a.teamId}") { profile } }`),
    teamReceivers: refused(`{ teamReceivers(teamId: "${a.teamId}") { id } }`),
    teamLiveAlerts: refused(`{ teamLiveAlerts(teamId: "${a.teamId}") { hsrTarget } }`),
    teamStatistics: refused(
      `{ teamStatistics(teamId: "${a.teamId}", from: "2026-01-01", to: "2026-12-31") { events players { playerId } } }`,
    ),
    clubDevices: refused(`{ clubDevices(clubId: "${a.clubId}") { id } }`),
    playerSelectionExtendedMetrics: refused(
      `{ playerSelectionExtendedMetrics(eventId: "${ids.eventId}", playerId: "${ids.playerId}") { heatmapCellSize } }`,
    ),
    job: refused(`{ job(jobId: "${ids.jobId}") { id state } }`),
    eventSpeedSamples: refused(`{ eventSpeedSamples(eventId: "${ids.eventId}") { selectionId } }`),
    eventPlayerAnalyses: refused(`{ eventPlayerAnalyses(eventId: "${ids.eventId}") { distance } }`),
    getEventRawDataArchiveLink: refused(`{ getEventRawDataArchiveLink(eventId: "${ids.eventId}") { url } }`),
    getFieldWizAnalyzeCSVLink: refused(
      `{ getFieldWizAnalyzeCSVLink(eventId: "${ids.eventId}", useNew: true) { url } }`,
    ),
    eventReplay: refused(`{ eventReplay(eventId: "${ids.eventId}") { selectionId } }`),
    // Issue 21, event data exports: no link to another club's event.
    getEventDataCSVLink: refused(`{ getEventDataCSVLink(eventId: "${ids.eventId}", layout: LONG) { url } }`),
    getEventDataXLSXLink: refused(`{ getEventDataXLSXLink(eventId: "${ids.eventId}") { url } }`),
    eventIntervalAnalyses: refused(`{ eventIntervalAnalyses(eventId: "${ids.eventId}") { intervalId } }`),
    // Issue 20: refused on the event before the interval is looked up.
    intervalAnalyses: refused(
      `{ intervalAnalyses(eventId: "${ids.eventId}", intervalId: "00000000-0000-4000-8000-000000000020") { distance } }`,
    ),
    // Issue 20, what-if.
    eventMetricSettings: refused(`{ eventMetricSettings(eventId: "${ids.eventId}") { hidThresholdKmh } }`),
    eventWhatIf: refused(
      `{ eventWhatIf(eventId: "${ids.eventId}", settings: { hidThresholdKmh: 15 }) { eventId players { playerId } } }`,
    ),
    playerSelections: refused(`{ playerSelections(playerId: "${ids.playerId}") { event { id } } }`),
    playerWorkload: refused(
      `{ playerWorkload(playerId: "${ids.playerId}", from: "2026-01-01", to: "2026-01-31") { playerId } }`,
    ),
    // Issue 21, season exports: the progress is the asking user's own (null for anyone else's id).
    getTeamDataCSVLink: refused(
      `{ getTeamDataCSVLink(teamId: "${a.teamId}", from: "2026-01-01", to: "2026-01-31") { id } }`,
    ),
    getTeamDataXLSXLink: refused(
      `{ getTeamDataXLSXLink(teamId: "${a.teamId}", seasonId: "${ids.seasonId}") { id } }`,
    ),
    teamDataExportProgress: {
      operation: `{ teamDataExportProgress(exportId: "${ids.exportId}") { done total } }`,
      expect: {
        reason: 'only the caller’s own exports: null for A’s',
        check: (data) => expect(data).toEqual({ teamDataExportProgress: null }),
      },
    },
    teamWorkload: refused(
      `{ teamWorkload(teamId: "${a.teamId}", from: "2026-01-01", to: "2026-01-31") { teamId } }`,
    ),
    teamJobs: refused(`{ teamJobs(teamId: "${a.teamId}") { id } }`),
    // Issue 21, reports: refused before a link is signed.
    getEventReportLink: refused(`{ getEventReportLink(eventId: "${ids.eventId}") { url } }`),
    getPlayerReportLink: refused(`{ getPlayerReportLink(playerId: "${ids.playerId}") { url } }`),
    getTeamWeeklyReportLink: refused(`{ getTeamWeeklyReportLink(teamId: "${a.teamId}") { url } }`),
    teamTagMappings: refused(`{ teamTagMappings(teamId: "${a.teamId}") { name } }`),
    teamSeason: refused(`{ teamSeason(teamId: "${a.teamId}", seasonId: "${ids.seasonId}") { id } }`),
    teamTags: refused(`{ teamTags(teamId: "${a.teamId}") { tag } }`),
    clubDrills: refused(`{ clubDrills(clubId: "${a.clubId}") { id name } }`),
    coachDashboard: refused(
      `{ coachDashboard(clubId: "${a.clubId}", from: "2020-01-01T00:00:00Z", to: "2020-01-08T00:00:00Z") { teams { id } events { id } jobs { id } } }`,
    ),
    playerAvailability: refused(
      `{ playerAvailability(playerId: "${ids.playerId}") { current { id } injuries { id description } } }`,
    ),
    teamAvailability: refused(`{ teamAvailability(teamId: "${a.teamId}") { id status } }`),
    // Issue 20: one case per kind of entity would not fit one field; history.int.test.ts has more.
    entityHistory: refused(
      `{ entityHistory(entityType: PLAYER, entityId: "${ids.playerId}") { entries { id changes { path } } } }`,
    ),
    entityAsOf: refused(
      `{ entityAsOf(entityType: DEVICE, entityId: "${ids.deviceId}", at: "2030-01-01T00:00:00Z") { state } }`,
    ),
    auditLog: refused(`{ auditLog(filter: { clubId: "${a.clubId}" }) { entries { position } } }`),
  },
  Mutation: {
    createEvent: refused(
      `mutation { createEvent(teamId: "${a.teamId}", name: "Intruder", type: MATCH) { id } }`,
    ),
    startEvent: refused(`mutation { startEvent(eventId: "${ids.eventId}") { id } }`),
    stopEvent: refused(`mutation { stopEvent(eventId: "${ids.eventId}") { id } }`),
    finishEvent: refused(`mutation { finishEvent(eventId: "${ids.eventId}") { id } }`),
    updateEvent: refused(
      `mutation { updateEvent(eventId: "${ids.eventId}", name: "Renamed", type: TRAINING) { id } }`,
    ),
    updateEventDates: refused(
      `mutation { updateEventDates(eventId: "${ids.eventId}", startDate: "2020-01-01T10:00:00Z") { id } }`,
    ),
    deleteEvent: refused(`mutation { deleteEvent(eventId: "${ids.eventId}")  }`),
    lockEvent: refused(`mutation { lockEvent(eventId: "${ids.eventId}") { id } }`),
    unlockEvent: refused(`mutation { unlockEvent(eventId: "${ids.eventId}") { id } }`),
    createPeriod: refused(`mutation { createPeriod(eventId: "${ids.eventId}", name: "Intruder") { id } }`),
    updatePeriod: refused(
      `mutation { updatePeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}", name: "Renamed") { id } }`,
    ),
    removePeriod: refused(
      `mutation { removePeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
    ),
    startPeriod: refused(
      `mutation { startPeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
    ),
    stopPeriod: refused(
      `mutation { stopPeriod(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
    ),
    selectPlayers: refused(
      `mutation { selectPlayers(eventId: "${ids.eventId}", playerIds: ["${ids.playerId}"]) { id } }`,
    ),
    updateSelection: refused(
      `mutation { updateSelection(selectionId: "${ids.selectionId}", number: 99) { id } }`,
    ),
    selectSelection: refused(
      `mutation { selectSelection(selectionId: "${ids.selectionId}", selected: false) { id } }`,
    ),
    setEventPlan: refused(
      `mutation { setEventPlan(eventId: "${ids.eventId}", targets: [{ variable: DISTANCE, value: 5000 }]) { id } }`,
    ),
    setSessionRpe: refused(`mutation { setSessionRpe(selectionId: "${ids.selectionId}", rating: 5) { id } }`),
    startSession: refused(`mutation { startSession(selectionId: "${ids.selectionId}") { id } }`),
    stopSession: refused(`mutation { stopSession(selectionId: "${ids.selectionId}") { id } }`),
    createSession: refused(
      `mutation { createSession(selectionId: "${ids.selectionId}", periodId: "${ids.periodId}", startDate: "2030-01-01T10:00:00Z", endDate: "2030-01-01T10:30:00Z") { id } }`,
    ),
    updateSession: refused(
      `mutation { updateSession(sessionId: "${ids.sessionId}", startDate: "2030-01-01T10:00:00Z", endDate: "2030-01-01T10:30:00Z") { id } }`,
    ),
    deleteSession: refused(`mutation { deleteSession(sessionId: "${ids.sessionId}") { id } }`),
    setPeriodSessions: refused(
      `mutation { setPeriodSessions(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
    ),
    deletePeriodSessions: refused(
      `mutation { deletePeriodSessions(eventId: "${ids.eventId}", periodId: "${ids.periodId}") { id } }`,
    ),
    createEventRange: refused(
      `mutation { createEventRange(eventId: "${ids.eventId}", type: "SPEED", range: { name: "X", min: 1 }) { id } }`,
    ),
    updateEventRange: refused(
      `mutation { updateEventRange(eventId: "${ids.eventId}", id: "${ids.eventRangeId}", type: "SPEED", range: { name: "X", min: 1 }) { id } }`,
    ),
    deleteEventRange: refused(
      `mutation { deleteEventRange(eventId: "${ids.eventId}", id: "${ids.eventRangeId}") { id } }`,
    ),
    createTeamRange: refused(
      `mutation { createTeamRange(teamId: "${a.teamId}", type: "SPEED", name: "X", min: 1) { id } }`,
    ),
    updateTeamRange: refused(
      `mutation { updateTeamRange(teamId: "${a.teamId}", id: "${ids.teamRangeId}", type: "SPEED", name: "X", min: 1) { id } }`,
    ),
    deleteTeamRange: refused(
      `mutation { deleteTeamRange(teamId: "${a.teamId}", id: "${ids.teamRangeId}") { id } }`,
    ),
    setTeamTrackingProfile: refused(
      `mutation { setTeamTrackingProfile(teamId: "${a.teamId}", profile: "GNSS_10HZ", input: { lowPassOff: true }) { profile } }`,
    ),
    resetTeamTrackingProfile: refused(
      `mutation { resetTeamTrackingProfile(teamId: "${a.teamId}", profile: "GNSS_10HZ") { profile } }`,
    ),
    setTeamLiveAlerts: refused(
      `mutation { setTeamLiveAlerts(teamId: "${a.teamId}", alerts: { hsrTarget: 500 }) { hsrTarget } }`,
    ),
    issueReceiverToken: refused(
      `mutation { issueReceiverToken(teamId: "${a.teamId}", name: "B's") { token } }`,
    ),
    revokeReceiverToken: refused(
      `mutation { revokeReceiverToken(teamId: "${a.teamId}", receiverId: "${ids.receiverId}") { id } }`,
    ),
    register: refused(
      `mutation { register(email: "${a.email}", password: "Secret123") { token } }`,
      'EMAIL_ALREADY_EXISTS',
    ),
    login: refused(
      `mutation { login(email: "${a.email}", password: "Wrong1234") { token } }`,
      'INVALID_CREDENTIALS',
    ),
    refreshToken: answered('mutation { refreshToken { user { id } } }', 'the caller’s own token'),
    verifyEmail: refused(
      `mutation { verifyEmail(token: "${a.userId}.${a.userId}.forged") { id } }`,
      'INVALID_TOKEN',
    ),
    resendVerificationEmail: refused('mutation { resendVerificationEmail }', 'BAD_USER_INPUT'),
    resetPassword: answered(
      `mutation { resetPassword(email: "${a.email}") }`,
      'answers true for every address; the mail goes to A, not B',
    ),
    newPassword: refused(
      `mutation { newPassword(token: "${a.userId}.${a.userId}.forged", password: "Hacked123") { id } }`,
      'INVALID_TOKEN',
    ),
    impersonate: refused(`mutation { impersonate(userId: "${a.userId}") { token } }`),
    retryParkedEvent: refused(
      `mutation { retryParkedEvent(projection: "records", eventId: "00000000-0000-4000-8000-000000000021") { id } }`,
    ),
    rebuildProjection: refused('mutation { rebuildProjection(projection: "records") { id } }'),
    revokeSessions: answered('mutation { revokeSessions }', "ends B's own sessions, none of A's"),
    revokeUserSessions: refused(`mutation { revokeUserSessions(userId: "${a.userId}") { id } }`),
    createClub: refused('mutation { createClub(name: "Another") { id } }', 'IS_ALREADY_STAFF'),
    updateClub: refused(
      `mutation { updateClub(clubId: "${a.clubId}", name: "Taken", sport: "football", timeZone: "Europe/Paris") { id } }`,
    ),
    // A member of another club is answered as an unknown address (README: which answers say what).
    newStaff: refused(`mutation { newStaff(email: "${a.email}") { id } }`, 'USER_NOT_FOUND'),
    removeStaff: refused(`mutation { removeStaff(staffId: "${a.staffId}") { id } }`),
    updateStaffAccess: refused(
      `mutation { updateStaffAccess(staffId: "${a.staffId}", isManager: false) { id } }`,
    ),
    assignCoach: refused(
      `mutation { assignCoach(staffId: "${a.staffId}", teamIds: ["${a.teamId}"]) { id } }`,
    ),
    updateClubSubscription: refused(
      `mutation { updateClubSubscription(clubId: "${a.clubId}", subscription: { plan: TRIAL, active: false }) { id } }`,
    ),
    createTeam: refused(`mutation { createTeam(clubId: "${a.clubId}", name: "Intruders") { id } }`),
    updateTeam: refused(`mutation { updateTeam(teamId: "${a.teamId}", name: "Renamed") { id } }`),
    createSeason: refused(
      `mutation { createSeason(teamId: "${a.teamId}", name: "S", startDate: "2026-08-01", endDate: "2027-06-30") { id } }`,
    ),
    updateSeason: refused(
      `mutation { updateSeason(seasonId: "${ids.seasonId}", name: "S", startDate: "2026-08-01", endDate: "2027-06-30") { id } }`,
    ),
    deleteSeason: refused(`mutation { deleteSeason(seasonId: "${ids.seasonId}") { id } }`),
    setCurrentSeason: refused(
      `mutation { setCurrentSeason(teamId: "${a.teamId}", seasonId: "${ids.seasonId}") { id } }`,
    ),
    setEventTags: refused(`mutation { setEventTags(eventId: "${ids.eventId}", tags: ["B"]) { id } }`),
    // Issue 20: marks and cut intervals, refused on the event.
    markEventMoment: refused(
      `mutation { markEventMoment(eventId: "${ids.eventId}", at: "${new Date().toISOString()}", label: "B") { id } }`,
    ),
    removeEventMark: refused(
      `mutation { removeEventMark(eventId: "${ids.eventId}", markId: "00000000-0000-4000-8000-000000000020") { id } }`,
    ),
    cutEventInterval: refused(
      `mutation { cutEventInterval(eventId: "${ids.eventId}", startDate: "2020-01-01T00:00:00Z",
         endDate: "2020-01-01T00:10:00Z", label: "B") { id } }`,
    ),
    renameEventInterval: refused(
      `mutation { renameEventInterval(eventId: "${ids.eventId}", intervalId: "00000000-0000-4000-8000-000000000020", label: "B") { id } }`,
    ),
    removeEventInterval: refused(
      `mutation { removeEventInterval(eventId: "${ids.eventId}", intervalId: "00000000-0000-4000-8000-000000000020") { id } }`,
    ),
    setPeriodTags: refused(
      `mutation { setPeriodTags(eventId: "${ids.eventId}", periodId: "${ids.periodId}", tags: ["B"]) { id } }`,
    ),
    createDrill: refused(`mutation { createDrill(clubId: "${a.clubId}", name: "B drill") { id } }`),
    renameDrill: refused(`mutation { renameDrill(drillId: "${ids.drillId}", name: "B drill") { id } }`),
    deleteDrill: refused(`mutation { deleteDrill(drillId: "${ids.drillId}") }`),
    createPlayer: refused(
      `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "X", lastName: "Y" }) { id } }`,
    ),
    updatePlayer: refused(
      `mutation { updatePlayer(playerId: "${ids.playerId}", player: { firstName: "X", lastName: "Y" }) { id } }`,
    ),
    archivePlayer: refused(`mutation { archivePlayer(playerId: "${ids.playerId}") { id } }`),
    addDevice: refused(
      'mutation { addDevice(serial: "ISO-A-1", udid: "b-1") { id } }',
      'DEVICE_ALREADY_OWNED',
    ),
    assignDevicesToTeam: refused(
      `mutation { assignDevicesToTeam(teamId: "${b.teamId}", deviceIds: ["${ids.deviceId}"]) { id } }`,
    ),
    unassignDevices: refused(`mutation { unassignDevices(deviceIds: ["${ids.deviceId}"]) { id } }`),
    assignDeviceToPlayer: refused(
      `mutation { assignDeviceToPlayer(playerId: "${ids.playerId}", deviceId: "${ids.deviceId}") { id } }`,
    ),
    unassignDeviceFromPlayer: refused(
      `mutation { unassignDeviceFromPlayer(playerId: "${ids.playerId}") { id } }`,
    ),
    // Another club's UDID is answered as an unknown one.
    uploadDeviceFile: refused(
      'mutation { uploadDeviceFile(deviceUDID: "a-1", file: "not a file") { id } }',
      'DEVICE_NOT_FOUND',
    ),
    uploadDockFile: refused(`mutation { uploadDockFile(teamId: "${a.teamId}", file: "not a file") { id } }`),
    quickImport: refused(
      `mutation { quickImport(teamId: "${a.teamId}", file: "not a file", name: "Intruder", type: MATCH) { id } }`,
    ),
    computeRecords: refused(`mutation { computeRecords(eventId: "${ids.eventId}") { id } }`),
    // Issue 20, what-if.
    applyEventMetricSettings: refused(
      `mutation { applyEventMetricSettings(eventId: "${ids.eventId}", settings: { hidThresholdKmh: 15 }) { hidThresholdKmh } }`,
    ),
    applyTeamMetricSettings: refused(
      `mutation { applyTeamMetricSettings(teamId: "${a.teamId}", from: "2000-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z", settings: { hidThresholdKmh: 15 }) }`,
    ),
    mapTag: refused(
      `mutation { mapTag(teamId: "${a.teamId}", name: "16438", playerId: "${ids.playerId}") { name } }`,
    ),
    unmapTag: refused(`mutation { unmapTag(teamId: "${a.teamId}", name: "16438") }`),
    uploadEventFile: refused(
      `mutation { uploadEventFile(eventId: "${ids.eventId}", file: "not a file") { id } }`,
    ),
    setPlayerAvailability: refused(
      `mutation { setPlayerAvailability(playerId: "${ids.playerId}", availability: { status: AVAILABLE, startDate: "2026-02-01" }) { id } }`,
    ),
    updateAvailability: refused(
      `mutation { updateAvailability(availabilityId: "${ids.availabilityId}", availability: { status: SICK, startDate: "2026-01-05" }) { id } }`,
    ),
    endAvailability: refused(
      `mutation { endAvailability(availabilityId: "${ids.availabilityId}", endDate: "2026-01-31") { id } }`,
    ),
    recordInjury: refused(
      `mutation { recordInjury(playerId: "${ids.playerId}", injury: { description: "Knee", occurredOn: "2026-01-04" }) { id } }`,
    ),
    updateInjury: refused(
      `mutation { updateInjury(injuryId: "${ids.injuryId}", injury: { status: RECOVERED }) { id } }`,
    ),
  },
  Subscription: {
    event: refused(`subscription { event(eventId: "${ids.eventId}") { id } }`),
    eventSelections: refused(`subscription { eventSelections(eventId: "${ids.eventId}") { id } }`),
    clubTeams: refused(`subscription { clubTeams(clubId: "${a.clubId}") { id } }`),
    clubPlayers: refused(`subscription { clubPlayers(clubId: "${a.clubId}") { id } }`),
    clubStaff: refused(`subscription { clubStaff(clubId: "${a.clubId}") { id } }`),
    liveRecordUpdated: refused(`subscription { liveRecordUpdated(eventId: "${ids.eventId}") { id } }`),
    // Issue 20, what-if.
    teamWhatIf: refused(
      `subscription { teamWhatIf(teamId: "${a.teamId}", from: "2000-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z", settings: { hidThresholdKmh: 15 }) { done total } }`,
    ),
    jobUpdated: refused(`subscription { jobUpdated(jobId: "${ids.jobId}") { id } }`),
    playerAvailability: refused(
      `subscription { playerAvailability(playerId: "${ids.playerId}") { current { id } } }`,
    ),
  },
});

const schema = buildSchema(typeDefs);
const rootFields = (root: 'Query' | 'Mutation' | 'Subscription'): string[] => {
  const type = schema.getType(root);
  if (!isObjectType(type)) throw new Error(root);
  return Object.keys(type.getFields()).sort();
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
        const before = await s.head();
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
          expect(await s.head()).not.toBe(before);
        } else if (field === 'revokeSessions') {
          // B's own revocation was written; A still works, and B signs in again for the next fields.
          expect(await s.head()).not.toBe(before);
          const me = await s.gql<{ user: { id: string } | null }>('{ user { id } }', {}, bearer(a.token));
          expect(me.data?.user?.id).toBe(a.userId);
          const again = await s.must<{ login: { token: string } }>(
            'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
            { email: b.email, password: PASSWORD },
          );
          b = { ...b, token: again.login.token };
        } else {
          // Nothing else may write.
          expect(await s.head(), `${root}.${field} wrote to the store`).toBe(before);
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
