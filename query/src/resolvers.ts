/**
 * The resolver map of the SDL (contracts/src/graphql), assembled from the resolver files: a folder
 * per module, a file per family of fields, each typed by the generated `Resolvers`
 * (generated/resolvers.ts, from query/codegen.ts).
 */
import type { Resolvers, ResolversParentTypes } from './generated/resolvers.ts';
import { auditQueries } from './audit/resolvers.ts';
import { reportQueries } from './reports/resolvers.ts';
import { emailMutations } from './resolvers/accounts/emails.ts';
import { accountQueries } from './resolvers/accounts/queries.ts';
import { signInMutations } from './resolvers/accounts/sign-in.ts';
import { User } from './resolvers/accounts/user.ts';
import { Club, Staff } from './resolvers/clubs/fields.ts';
import { replayQueries } from './resolvers/records/replay.ts';
import { rawArchiveQueries } from './raw-archive/resolvers.ts';
import { coachQueries } from './resolvers/coach/queries.ts';
import { clubMutations } from './resolvers/clubs/mutations.ts';
import { clubQueries } from './resolvers/clubs/queries.ts';
import { staffMutations } from './resolvers/clubs/staff.ts';
import { clubSubscriptions } from './resolvers/clubs/subscriptions.ts';
import { Device } from './resolvers/devices/fields.ts';
import { deviceMutations } from './resolvers/devices/mutations.ts';
import { deviceQueries } from './resolvers/devices/queries.ts';
import { wearingMutations } from './resolvers/devices/wearing.ts';
import { Event } from './resolvers/events/fields.ts';
import { EventMarks, intervalMutations, intervalQueries } from './resolvers/intervals/intervals.ts';
import { eventMutations } from './resolvers/events/mutations/event.ts';
import { periodMutations } from './resolvers/events/mutations/periods.ts';
import { rangeMutations } from './resolvers/events/mutations/ranges.ts';
import { selectionMutations } from './resolvers/events/mutations/selections.ts';
import { sessionMutations } from './resolvers/events/mutations/sessions.ts';
import { eventQueries } from './resolvers/events/queries.ts';
import { eventSubscriptions } from './resolvers/events/subscriptions.ts';
import { Player } from './resolvers/players/fields.ts';
import { playerMutations } from './resolvers/players/mutations.ts';
import { playerQueries } from './resolvers/players/queries.ts';
import { playerSubscriptions } from './resolvers/players/subscriptions.ts';
import { analysisQueries } from './resolvers/records/analyses.ts';
import { exportQueries } from './resolvers/exports/exports.ts';
import { EventComputing, SelectionRecord } from './resolvers/records/fields.ts';
import { recordMutations } from './resolvers/records/mutations.ts';
import { playerSelectionQueries } from './resolvers/records/player-selections.ts';
import { recordSubscriptions } from './resolvers/records/subscriptions.ts';
import { Team } from './resolvers/teams/fields.ts';
import { TeamSeasonFields, seasonMutations, seasonQueries } from './resolvers/teams/seasons.ts';
import { drillMutations, drillQueries } from './resolvers/clubs/drills.ts';
import { tagMutations as eventTagMutations } from './resolvers/events/mutations/tags.ts';
import { teamMutations } from './resolvers/teams/mutations.ts';
import { teamQueries } from './resolvers/teams/queries.ts';
import { statisticsQueries } from './resolvers/teams/statistics.ts';
import { teamSubscriptions } from './resolvers/teams/subscriptions.ts';
import { liveAlertMutations, liveAlertQueries } from './resolvers/teams/live-alerts.ts';
import { receiverMutations, receiverQueries } from './resolvers/teams/receivers.ts';
import { trackingMutations, trackingQueries } from './resolvers/teams/tracking.ts';
import { tagMutations, tagQueries } from './resolvers/tags/tags.ts';
import {
  Availability,
  AvailabilityChange,
  Injury,
  PlayerAvailability,
  PlayerAvailabilityFields,
} from './resolvers/availability/fields.ts';
import { availabilityMutations } from './resolvers/availability/mutations.ts';
import { availabilityQueries, availabilitySubscriptions } from './resolvers/availability/queries.ts';
import { historyQueries } from './resolvers/history/queries.ts';
import { Job, SampleOverlap, UploadedDevice, UploadSummary } from './resolvers/uploads/fields.ts';
import { uploadMutations } from './resolvers/uploads/mutations.ts';
import { jobQueries } from './resolvers/uploads/queries.ts';
import { jobSubscriptions } from './resolvers/uploads/subscriptions.ts';
import { EventPlan, planMutations } from './resolvers/workload/plan.ts';
import { workloadQueries } from './resolvers/workload/queries.ts';
import { rpeMutations, SelectionRpe } from './resolvers/workload/rpe.ts';
import { operationMutations, operationQueries } from './resolvers/operations/operations.ts';
import { whatIfMutations, whatIfQueries, whatIfSubscriptions } from './resolvers/what-if/what-if.ts';
import { DateScalar } from './scalars/date.ts';
import { teamExportQueries } from './team-exports/resolvers.ts';
import { DateTimeScalar } from './scalars/date-time.ts';

/** The fields of several resolver maps, as one map's type. */
type Merged<Parts extends readonly object[]> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

/** One type's resolvers from several files; a field given twice is a mistake, refused at start. */
function fieldsOf<const Parts extends readonly object[]>(type: string, parts: Parts): Merged<Parts> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [field, resolver] of Object.entries(part)) {
      if (field in merged) throw new Error(`${type}.${field} has two resolvers`);
      merged[field] = resolver;
    }
  }
  return merged as Merged<Parts>;
}

export const resolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  User,
  Staff,
  Club,
  Team: fieldsOf('Team', [Team, TeamSeasonFields]),
  Player: fieldsOf('Player', [Player, PlayerAvailabilityFields]),
  Availability,
  Injury,
  AvailabilityChange,
  PlayerAvailability,
  Device,
  Event: fieldsOf('Event', [Event, EventComputing, EventPlan, EventMarks]),
  Selection: fieldsOf('Selection', [SelectionRecord, SelectionRpe]),
  Job,
  UploadSummary,
  UploadedDevice,
  SampleOverlap,
  Query: fieldsOf('Query', [
    accountQueries,
    clubQueries,
    teamQueries,
    statisticsQueries,
    seasonQueries,
    drillQueries,
    trackingQueries,
    liveAlertQueries,
    receiverQueries,
    playerQueries,
    deviceQueries,
    eventQueries,
    jobQueries,
    tagQueries,
    analysisQueries,
    replayQueries,
    playerSelectionQueries,
    coachQueries,
    workloadQueries,
    teamExportQueries,
    availabilityQueries,
    historyQueries,
    auditQueries,
    intervalQueries,
    operationQueries,
    whatIfQueries,
    reportQueries,
    rawArchiveQueries,
    exportQueries,
  ]),
  Mutation: fieldsOf('Mutation', [
    signInMutations,
    emailMutations,
    clubMutations,
    staffMutations,
    teamMutations,
    seasonMutations,
    drillMutations,
    trackingMutations,
    liveAlertMutations,
    receiverMutations,
    playerMutations,
    deviceMutations,
    wearingMutations,
    eventMutations,
    periodMutations,
    selectionMutations,
    sessionMutations,
    rangeMutations,
    eventTagMutations,
    uploadMutations,
    tagMutations,
    recordMutations,
    rpeMutations,
    planMutations,
    availabilityMutations,
    intervalMutations,
    operationMutations,
    whatIfMutations,
  ]),
  Subscription: fieldsOf('Subscription', [
    clubSubscriptions,
    teamSubscriptions,
    playerSubscriptions,
    eventSubscriptions,
    jobSubscriptions,
    recordSubscriptions,
    availabilitySubscriptions,
    whatIfSubscriptions,
  ]),
} satisfies Resolvers;

/*
 * The generated types check what each resolver takes and returns, but not that a model (a mapper
 * of query/codegen.ts) holds the fields no resolver serves: GraphQL reads those from the model
 * itself. Checked here: a type named in `Unserved` lacks such a field, or holds it with another
 * type. (The types without a mapper are the generated ones, with a `__typename`: nothing to check.)
 */
type ResolverFunction<R> = Extract<NonNullable<R>, (...args: never[]) => unknown>;
type ServedByModel<TypeResolvers, Given> = {
  readonly [F in Exclude<keyof TypeResolvers, keyof Given | '__isTypeOf'>]-?: ReturnType<
    ResolverFunction<TypeResolvers[F]>
  >;
};
type ObjectType = Exclude<keyof Resolvers, 'Date' | 'DateTime' | 'File'>;
type MappedType = {
  [T in ObjectType]: '__typename' extends keyof ResolversParentTypes[T] ? never : T;
}[ObjectType];
type Unserved = {
  [T in MappedType]: ResolversParentTypes[T] extends ServedByModel<
    NonNullable<Resolvers[T]>,
    T extends keyof typeof resolvers ? (typeof resolvers)[T] : object
  >
    ? never
    : T;
}[MappedType];
export type EveryModelServesItsFields = [Unserved] extends [never] ? true : Unserved;
const _everyModelServesItsFields: EveryModelServesItsFields = true;
