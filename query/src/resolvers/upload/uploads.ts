/**
 * Uploads (issue 7): `uploadEventFile`, `uploadDeviceFile`, `uploadDockFile` store the file as a
 * job and answer at once with it (RECEIVED); `job`, `teamJobs` and `jobUpdated` follow it;
 * `Selection.record` and `playerSelectionExtendedMetrics` show what it computed.
 *
 * Who may: the team's manager and coaches (`data.upload`): the event's team, the device's team,
 * or the team named for a dock upload (without one, the club's managers). A file the worker
 * refuses is the job's failure (`FAILED` with its code), not the mutation's.
 */
import { derivedId } from '@stride/command/handler';
import { memorySource } from '@stride/command/upload/ingest';
import { DomainError } from '@stride/contracts/errors';
import type { UploadKind } from '@stride/contracts/events/upload';
import { FILE_FORMATS } from '@stride/command/readers/types';
import { eventsProjection } from '@stride/projector/projections/events';
import { JOBS_READ_MODEL, jobsProjection } from '@stride/projector/projections/jobs';
import { RECORDS_READ_MODEL } from '@stride/projector/projections/records';
import type { GraphQLResolveInfo } from 'graphql';
import { authorize, signedIn } from '../../auth/authorize.ts';
import { authorizeTeam } from '../../auth/event-access.ts';
import { currentContext } from '../../auth/live-viewer.ts';
import { commandContextFor, type ApiContext } from '../../context.ts';
import {
  deviceByUdid,
  eventComputing,
  playerEventIds,
  speedSeries,
  findExtendedMetrics,
  findJob,
  findRecords,
  listTeamJobs,
  type JobModel,
  type RecordModel,
} from '../../read-model/uploads.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { findEvent, listSelections, type EventModel } from '../../read-model/events.ts';
import type { SelectionModel } from '../../read-model/events.ts';
import type { SelectionResult } from '../event/fields.ts';
import { watchSelections } from '../event/queries.ts';
import { eventTarget } from '../event/target.ts';
import { idOf } from '../ids.ts';
import { awaitProjection, commandThenReadModel, timedCommand } from '../mutation/command-then-read.ts';
import { watchReadModel, type Update } from '../subscription/watch.ts';
import type { Resolver, ResolverMap, SubscriptionResolver } from '../types.ts';

/** What the multipart parser hands a resolver for a `File` argument. */
interface UploadedFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).arrayBuffer === 'function' &&
    typeof (value as UploadedFile).size === 'number'
  );
}

interface JobTarget {
  readonly quick?: { readonly name: string; readonly eventType: string };
  readonly kind: UploadKind;
  readonly clubId: string;
  readonly teamId: string | null;
  readonly eventId: string | null;
  readonly deviceId: string | null;
  readonly periodId: string | null;
  readonly format: string | null;
}

/** Store the file as a job, wait (bounded) for the jobs read model, answer with the job. */
async function accept(
  context: ApiContext,
  info: GraphQLResolveInfo,
  mutation: string,
  target: JobTarget,
  file: unknown,
): Promise<JobModel> {
  if (!isUploadedFile(file)) throw new DomainError('BAD_USER_INPUT', { field: 'file', reason: 'file' });
  const command = commandContextFor(context, info);
  // A retried mutation (same x-command-id) names the same job: it is not received twice.
  const jobId = derivedId('job', command.commandId);
  const name = (file.name || 'upload').slice(0, 255);
  const source = memorySource(name, new Uint8Array(await file.arrayBuffer()));
  const position = await timedCommand(context, mutation, () =>
    context.deps.uploads.accept(
      { jobId, ...target, fileName: name, bytes: source.bytes, sha256: source.sha256 },
      source,
      command,
    ),
  );
  await awaitProjection(context, mutation, jobsProjection.name, position);
  const job = await findJob(context.deps.db, jobId);
  if (job === null) throw new DomainError('UNKNOW_ERROR');
  return job;
}

function formatOf(deviceType: string | null | undefined): string | null {
  if (deviceType === null || deviceType === undefined || deviceType.trim() === '') return null;
  const format = deviceType.trim().toLowerCase();
  if (!(FILE_FORMATS as readonly string[]).includes(format)) {
    throw new DomainError('DEVICE_TYPE_NOT_SUPPORTED', { field: 'deviceType', supported: FILE_FORMATS });
  }
  return format;
}

export const uploadEventFile: Resolver<
  {
    eventId: string;
    file: unknown;
    periodId?: string | null;
    deviceType?: string | null;
    deviceId?: string | null;
  },
  JobModel
> = async (_p, args, context, info) => {
  const target = await eventTarget(context, args.eventId, 'data.upload');
  return accept(
    context,
    info,
    'uploadEventFile',
    {
      kind: 'EVENT',
      clubId: target.clubId,
      teamId: target.teamId,
      eventId: target.eventId,
      deviceId: args.deviceId ? idOf(args.deviceId, 'DEVICE_NOT_FOUND') : null,
      periodId: args.periodId ? idOf(args.periodId, 'PERIOD_NOT_FOUND') : null,
      format: formatOf(args.deviceType),
    },
    args.file,
  );
};

export const uploadDeviceFile: Resolver<{ deviceUDID: string; file: unknown }, JobModel> = async (
  _p,
  args,
  context,
  info,
) => {
  const principal = signedIn(context);
  const device = await deviceByUdid(context.deps.db, principal.staff?.clubId ?? null, args.deviceUDID);
  if (device === null) {
    authorize(context, 'account.read');
    throw new DomainError('DEVICE_NOT_FOUND');
  }
  if (device.clubId !== principal.staff?.clubId) throw new DomainError('DEVICE_NOT_ALLOWED');
  authorize(context, 'data.upload', {
    clubId: device.clubId,
    ...(device.teamId === null ? {} : { teamId: device.teamId }),
  });
  return accept(
    context,
    info,
    'uploadDeviceFile',
    {
      kind: 'DEVICE',
      clubId: device.clubId,
      teamId: device.teamId,
      eventId: null,
      deviceId: device.id,
      periodId: null,
      format: null,
    },
    args.file,
  );
};

/** Longest event name (as `createEvent` allows). */
const EVENT_NAME_MAX_LENGTH = 120;

export const quickImport: Resolver<
  { teamId: string; file: unknown; name: string; type: string },
  JobModel
> = async (_p, args, context, info) => {
  const team = await authorizeTeam(context, idOf(args.teamId, 'TEAM_NOT_FOUND'), 'data.upload');
  // It creates an event: the same right as createEvent.
  authorize(context, 'event.manage', { clubId: team.clubId, teamId: team.teamId });
  const name = args.name.trim();
  if (name.length === 0) throw new DomainError('BAD_USER_INPUT', { field: 'name', reason: 'required' });
  if (name.length > EVENT_NAME_MAX_LENGTH)
    throw new DomainError('BAD_USER_INPUT', {
      field: 'name',
      reason: 'maxLength',
      maxLength: EVENT_NAME_MAX_LENGTH,
    });
  return accept(
    context,
    info,
    'quickImport',
    {
      kind: 'QUICK',
      clubId: team.clubId,
      teamId: team.teamId,
      eventId: null,
      deviceId: null,
      periodId: null,
      format: null,
      quick: { name, eventType: args.type },
    },
    args.file,
  );
};

export const uploadDockFile: Resolver<{ file: unknown; teamId?: string | null }, JobModel> = async (
  _p,
  args,
  context,
  info,
) => {
  let clubId: string;
  let teamId: string | null = null;
  if (args.teamId) {
    const team = await authorizeTeam(context, idOf(args.teamId, 'TEAM_NOT_FOUND'), 'data.upload');
    clubId = team.clubId;
    teamId = team.teamId;
  } else {
    const principal = signedIn(context);
    const club = principal.staff?.clubId;
    if (club === undefined) throw new DomainError('STAFF_ONLY');
    authorize(context, 'device.manage', { clubId: club });
    clubId = club;
  }
  return accept(
    context,
    info,
    'uploadDockFile',
    { kind: 'DOCK', clubId, teamId, eventId: null, deviceId: null, periodId: null, format: null },
    args.file,
  );
};

/** A job, once the caller may follow it; null when none has the id. */
async function allowedJob(context: ApiContext, rawJobId: string): Promise<JobModel | null> {
  signedIn(context);
  const job = await findJob(context.deps.db, idOf(rawJobId, 'BAD_USER_INPUT'));
  if (job === null) return null;
  authorize(context, job.teamId === null ? 'device.manage' : 'data.upload', {
    clubId: job.clubId,
    ...(job.teamId === null ? {} : { teamId: job.teamId }),
  });
  return job;
}

export const job: Resolver<{ jobId: string }, JobModel | null> = (_p, args, context) =>
  allowedJob(context, args.jobId);

export const TEAM_JOBS_MAX_LIMIT = 100;

export const teamJobs: Resolver<{ teamId: string; limit?: number | null }, JobModel[]> = async (
  _p,
  args,
  context,
) => {
  const limit = args.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > TEAM_JOBS_MAX_LIMIT) {
    throw new DomainError('BAD_USER_INPUT', { field: 'limit', min: 1, max: TEAM_JOBS_MAX_LIMIT });
  }
  const team = await authorizeTeam(context, idOf(args.teamId, 'TEAM_NOT_FOUND'), 'data.upload');
  return listTeamJobs(context.deps.db, team.teamId, limit);
};

export const jobUpdated: SubscriptionResolver<{ jobId: string }, Update<JobModel>, JobModel> = {
  async subscribe(_p, args, context) {
    const first = await allowedJob(context, args.jobId);
    if (first === null) throw new DomainError('BAD_USER_INPUT', { field: 'jobId', reason: 'notFound' });
    let last = '';
    return watchReadModel<JobModel>(
      context.deps,
      context.deps.names.changeSubject(JOBS_READ_MODEL, first.id),
      // Asked again before every push: access may end while the stream is open.
      async () => allowedJob(await currentContext(context), first.id),
      (job) => {
        const progress = context.deps.uploads.progress(job.id);
        const key = `${job.version}/${progress?.stage ?? ''}/${progress?.done ?? ''}`;
        if (key === last) return false;
        last = key;
        return true;
      },
    );
  },
  resolve(update) {
    if ('error' in update) throw update.error;
    return update.value;
  },
};

/** Field resolvers of `Job`. */
export const Job: ResolverMap = {
  jobId: ((job) => job.id) satisfies Resolver<object, string, JobModel>,
  progress: ((job, _args, context) =>
    job.state === 'RECEIVED' || job.state === 'PARSING'
      ? context.deps.uploads.progress(job.id)
      : null) satisfies Resolver<object, unknown, JobModel>,
};

/** `UploadSummary.dropped` is a count; the reasons stay in the warnings. */
export const UploadSummary: ResolverMap = {
  dropped: ((summary) => Object.values(summary.dropped).reduce((n, v) => n + v, 0)) satisfies Resolver<
    object,
    number,
    { dropped: Record<string, number> }
  >,
};

/** `Selection.record`: its row in the records read model, or null before samples. */
export const SelectionRecord: ResolverMap = {
  record: (async (selection, _args, context) =>
    (await findRecords(context.deps.db, [selection.id])).get(selection.id) ?? null) satisfies Resolver<
    object,
    RecordModel | null,
    SelectionModel
  >,
};

export const playerSelectionExtendedMetrics: Resolver<
  { eventId: string; playerId: string },
  unknown
> = async (_p, args, context) => {
  const { eventId } = await eventTarget(context, args.eventId, 'event.read');
  const playerId = idOf(args.playerId, 'PLAYER_NOT_FOUND');
  const [selection] = await listSelections(context.deps.db, eventId, { playerId });
  if (selection === undefined) return null;
  return findExtendedMetrics(context.deps.db, selection.id);
};

export const liveRecordUpdated: SubscriptionResolver<
  { eventId: string },
  Update<SelectionResult[]>,
  SelectionResult[]
> = {
  async subscribe(_p, args, context) {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    // One notice per computation: each is news (the records are read with the selections).
    return watchSelections(context, eventId, RECORDS_READ_MODEL, () => true);
  },
  resolve(update) {
    if ('error' in update) throw update.error;
    return update.value;
  },
};

/** `Event.computing`. */
export const EventComputing: ResolverMap = {
  computing: ((event, _args, context) => eventComputing(context.deps.db, event.id)) satisfies Resolver<
    object,
    Promise<boolean>,
    EventModel
  >,
};

export const computeRecords: Resolver<{ eventId: string }, EventModel> = async (_p, args, context, info) => {
  const target = await eventTarget(context, args.eventId, 'event.manage');
  // Read side: the records projection has not yet computed past the last request.
  if (await eventComputing(context.deps.db, target.eventId)) throw new DomainError('EVENT_COMPUTE_RUNNING');
  return commandThenReadModel(
    context,
    'computeRecords',
    eventsProjection.name,
    () => context.deps.commands.computeRecords(target.eventId, commandContextFor(context, info)),
    () => findEvent(context.deps.db, target.eventId),
  );
};

export const eventSpeedSamples: Resolver<{ eventId: string }, unknown> = async (_p, args, context) => {
  const { eventId } = await eventTarget(context, args.eventId, 'event.read');
  return speedSeries(context.deps.db, eventId);
};

/** Figures as of `to`: the last series step that ended by then carries the cumulative values. */
export const eventPlayerAnalyses: Resolver<{ eventId: string; to?: Date | null }, unknown> = async (
  _p,
  args,
  context,
) => {
  const { eventId } = await eventTarget(context, args.eventId, 'event.read');
  const to = args.to?.getTime() ?? Number.POSITIVE_INFINITY;
  return (await speedSeries(context.deps.db, eventId)).map(({ selectionId, playerId, samples }) => {
    let last: (typeof samples)[number] | null = null;
    let steps = 0;
    // A step counts once it has ended (its start + 1 s) by `to`.
    for (const point of samples) {
      if (point.ts + 1000 > to) break;
      last = point;
      steps++;
    }
    return {
      selectionId,
      playerId,
      time: steps,
      distance: last?.distance ?? 0,
      hid: last?.hid ?? 0,
      hir: last?.hir ?? 0,
      sprint: last?.sprint ?? 0,
    };
  });
};

export const PLAYER_SELECTIONS_MAX_LIMIT = 100;

export const playerSelections: Resolver<{ playerId: string; limit?: number | null }, unknown> = async (
  _p,
  args,
  context,
) => {
  const limit = args.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > PLAYER_SELECTIONS_MAX_LIMIT) {
    throw new DomainError('BAD_USER_INPUT', { field: 'limit', min: 1, max: PLAYER_SELECTIONS_MAX_LIMIT });
  }
  signedIn(context);
  const player = await findPlayer(context.deps.db, idOf(args.playerId, 'PLAYER_NOT_FOUND'));
  if (player === null) throw new DomainError('PLAYER_NOT_FOUND');
  authorize(context, 'event.read', { clubId: player.clubId, teamId: player.teamId });
  const found = [];
  for (const eventId of await playerEventIds(context.deps.db, player.id, limit)) {
    // Events of the player's former teams too: each is authorized on its own.
    const allowedEvent = await eventTarget(context, eventId, 'event.read').then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError) return false;
        throw error;
      },
    );
    if (!allowedEvent) continue;
    const [event, selections] = await Promise.all([
      findEvent(context.deps.db, eventId),
      listSelections(context.deps.db, eventId, { playerId: player.id }),
    ]);
    const selection = selections[0];
    if (event === null || selection === undefined) continue;
    found.push({ event, selection: { ...selection, player } });
  }
  return found;
};
