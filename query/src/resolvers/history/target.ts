/**
 * Which streams hold an entity's history, once the caller may read it (`history.club`,
 * `history.team`; an account: its own user or an admin). Events, devices and upload jobs are
 * located by their own stream's first event, so a deleted event still has its history; teams and
 * players live in their club's stream, found through the catalog.
 */
import { userStreamName } from '@stride/contracts/events/account';
import { availabilityStreamName } from '@stride/contracts/events/availability';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { eventStreamName } from '@stride/contracts/events/event';
import { uploadStreamName } from '@stride/contracts/events/upload';
import { DomainError, type ErrorCode } from '@stride/contracts/errors';
import { formatPosition, StreamNotFoundError } from '@stride/streams/port';
import { authorize, signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type { HistoryEntityType } from '../../generated/resolvers.ts';
import { occurredAtOf, type RecordedForHistory } from '../../history/fold.ts';
import { findTeam } from '../../read-model/catalog.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { idOf } from '../ids.ts';

const notFound: Readonly<Record<HistoryEntityType, ErrorCode>> = {
  ACCOUNT: 'USER_NOT_FOUND',
  CLUB: 'CLUB_NOT_FOUND',
  TEAM: 'TEAM_NOT_FOUND',
  PLAYER: 'PLAYER_NOT_FOUND',
  DEVICE: 'DEVICE_NOT_FOUND',
  EVENT: 'EVENT_NOT_FOUND',
  UPLOAD_JOB: 'BAD_USER_INPUT',
  AVAILABILITY: 'PLAYER_NOT_FOUND',
};

/**
 * A stream's events as history reads them; none when it does not exist. With `until`, the read
 * stops at the first event after that instant: "as of" needs no more (a stream is in time order).
 */
async function readAll(context: ApiContext, streamName: string, until?: Date): Promise<RecordedForHistory[]> {
  const events: RecordedForHistory[] = [];
  try {
    for await (const e of context.deps.history.readStream(streamName)) {
      const event = { ...e, position: formatPosition(e.position) };
      // The first event is kept whatever its time: it says whose entity it is.
      if (until !== undefined && events.length > 0 && Date.parse(occurredAtOf(event)) > until.getTime())
        break;
      events.push(event);
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return events;
}

const field = (events: readonly RecordedForHistory[], key: string): string | null => {
  const data = events[0]?.data;
  if (data === undefined || data instanceof Uint8Array || typeof data !== 'object' || data === null)
    return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
};

async function teamAction(context: ApiContext, teamId: string | null, code: ErrorCode): Promise<void> {
  const team = teamId === null ? null : await context.deps.access.teamClub(teamId);
  if (team === null) throw new DomainError(code);
  authorize(context, 'history.team', { clubId: team.clubId, teamId: team.teamId });
}

/** The events of the entity's stream, in stream order, once the caller may read its history. */
export async function historyStream(
  context: ApiContext,
  kind: HistoryEntityType,
  rawId: string,
  until?: Date,
): Promise<{ entityId: string; events: RecordedForHistory[] }> {
  // Anonymous callers learn nothing, not even whether an id exists.
  const principal = signedIn(context);
  const code = notFound[kind];
  const entityId = idOf(rawId, code);
  const missing = (): never => {
    throw new DomainError(code);
  };
  switch (kind) {
    case 'ACCOUNT': {
      if (entityId !== principal.userId) authorize(context, 'admin.users');
      const events = await readAll(context, userStreamName(entityId), until);
      return { entityId, events: events.length === 0 ? missing() : events };
    }
    case 'CLUB': {
      authorize(context, 'history.club', { clubId: entityId });
      const events = await readAll(context, clubStreamName(entityId), until);
      return { entityId, events: events.length === 0 ? missing() : events };
    }
    case 'TEAM': {
      const team = (await findTeam(context.deps.db, entityId)) ?? missing();
      authorize(context, 'history.team', { clubId: team.clubId, teamId: team.id });
      return { entityId, events: await readAll(context, clubStreamName(team.clubId), until) };
    }
    case 'PLAYER':
    case 'AVAILABILITY': {
      const player = (await findPlayer(context.deps.db, entityId)) ?? missing();
      authorize(context, 'history.team', { clubId: player.clubId, teamId: player.teamId });
      const stream = kind === 'PLAYER' ? clubStreamName(player.clubId) : availabilityStreamName(entityId);
      return { entityId, events: await readAll(context, stream, until) };
    }
    case 'DEVICE': {
      const events = await readAll(context, deviceStreamName(entityId), until);
      const clubId = field(events, 'clubId') ?? missing();
      authorize(context, 'history.club', { clubId });
      return { entityId, events };
    }
    case 'EVENT': {
      const events = await readAll(context, eventStreamName(entityId), until);
      await teamAction(context, field(events, 'teamId'), code);
      return { entityId, events };
    }
    case 'UPLOAD_JOB': {
      const events = await readAll(context, uploadStreamName(entityId), until);
      const clubId = field(events, 'clubId') ?? missing();
      const teamId = field(events, 'teamId');
      if (teamId === null) authorize(context, 'history.club', { clubId });
      else await teamAction(context, teamId, code);
      return { entityId, events };
    }
    default: {
      const _exhaustive: never = kind;
      return missing();
    }
  }
}
