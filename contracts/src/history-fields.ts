/**
 * The field paths an entity's history can show (`query/src/history/views.ts` makes them), as
 * patterns: `*` stands for an id (or a tracking profile) keying a collection, so a changed season
 * name (`seasons.<seasonId>.name`) matches `seasons.*.name`. The web app labels every named
 * segment in the user's language (locale section `eventLabels.fields`); a unit test in `query`
 * checks the views produce no path outside this list, one in `web` that every segment has a label
 * in every locale. The parts copied from other types are checked against them: a new field of
 * a player, an event, the live alerts or the tracking values fails typechecking until listed.
 */
import type { AvailabilityValues, InjuryValues } from './events/availability.ts';
import type { EventDetails, Score } from './events/event.ts';
import type { SessionRpe } from './events/event-state.ts';
import type { LiveAlerts } from './live-alerts.ts';
import type { PlayerDetails } from './player.ts';
import type { PlanLimits } from './plans.ts';
import type { TrackingOverrides } from './tracking.ts';

type Fields<T> = Readonly<Record<keyof T, true>>;
const keys = <T>(fields: Fields<T>): string[] => Object.keys(fields);
const under = (prefix: string, names: readonly string[]): string[] => names.map((n) => `${prefix}.${n}`);

const playerDetails = keys<PlayerDetails>({
  firstName: true,
  lastName: true,
  birthdate: true,
  gender: true,
  number: true,
  position: true,
  profile: true,
  league: true,
  pictureUrl: true,
  maxHeartRate: true,
  restingHeartRate: true,
  maxSpeed: true,
  note: true,
});
const eventDetails = keys<Omit<EventDetails, 'score'>>({
  name: true,
  type: true,
  place: true,
  theme: true,
  competition: true,
  matchSystem: true,
  daysToMatch: true,
});
const score = keys<Score>({ team: true, adv: true });
const liveAlerts = keys<LiveAlerts>({
  hsrTarget: true,
  sprintTarget: true,
  distanceTarget: true,
  heartRatePercent: true,
  heartRateSeconds: true,
});
const tracking = keys<TrackingOverrides>({
  lowPassOff: true,
  lowPassCutoffHz: true,
  filterReachSeconds: true,
  spikeSpeed: true,
  maxGapSeconds: true,
});
const limits = keys<PlanLimits>({ members: true, teams: true, players: true, ranges: true, devices: true });
const rpe = keys<SessionRpe>({ rating: true, minutes: true });
const availability = keys<AvailabilityValues>({
  status: true,
  startDate: true,
  endDate: true,
  note: true,
  injuryId: true,
});
const injury = keys<InjuryValues>({
  description: true,
  bodyPart: true,
  occurredOn: true,
  expectedReturn: true,
  returnedOn: true,
  status: true,
});
const ranges = under('ranges.*', ['type', 'name', 'min', 'max']);

/** Every path each kind's view can produce, by the kind's name in `EntityHistoryType`. */
export const historyFieldPaths = {
  ACCOUNT: ['email', 'locale', 'verified', 'admin', 'clubId', 'staffId', 'erased'],
  CLUB: [
    'name',
    'sport',
    'timeZone',
    ...under('subscription', ['plan', 'active', 'expiresAt', 'tagManagement']),
    ...under('subscription.limits', limits),
    ...under('staff.*', ['userId', 'email', 'isManager', 'coachTeamIds']),
    'drills.*',
    'teams.*',
  ],
  TEAM: [
    'name',
    'logoUrl',
    'currentSeasonId',
    ...under('seasons.*', ['name', 'league', 'startDate', 'endDate']),
    ...ranges,
    ...under('tracking.*', tracking),
    ...under('liveAlerts', liveAlerts),
    ...under('receivers.*', ['name', 'revoked']),
  ],
  PLAYER: ['teamId', ...playerDetails, 'archived', 'deviceId'],
  DEVICE: ['serial', 'udid', 'type', 'name', 'teamId'],
  EVENT: [
    ...eventDetails,
    ...under('score', score),
    'status',
    'teamId',
    'plannedStart',
    'plannedEnd',
    'startedAt',
    'stoppedAt',
    'locked',
    'deleted',
    'tags',
    'plan',
    ...under('periods.*', ['name', 'start', 'end', 'tags']),
    ...under('selections.*', ['playerId', 'deviceId', 'number', 'position', 'profile', 'selected']),
    ...under('selections.*.rpe', rpe),
    ...under('selections.*.sessions.*', ['periodId', 'start', 'end']),
    ...ranges,
  ],
  UPLOAD_JOB: [
    'status',
    'kind',
    'fileName',
    'bytes',
    'format',
    'teamId',
    'eventId',
    'deviceId',
    'periodId',
    'code',
    'duplicateOf',
    'devicesStored',
    'devicesSkipped',
  ],
  AVAILABILITY: [...under('entries.*', availability), ...under('injuries.*', injury)],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The named segments of every path (what needs a label), without the `*` of ids. */
export const historyFieldNames: readonly string[] = [
  ...new Set(
    Object.values(historyFieldPaths)
      .flat()
      .flatMap((path) => path.split('.'))
      .filter((segment) => segment !== '*'),
  ),
].sort();

/** The path with each of its ids (any segment not a field's name at that place) as `*`. */
export function historyPathPattern(path: string, known: readonly string[]): string | null {
  const segments = path.split('.');
  const candidates = known.filter((p) => p.split('.').length === segments.length);
  const match = candidates.find((p) => p.split('.').every((s, i) => s === '*' || s === segments[i]));
  return match ?? null;
}
