/**
 * Reads of a team's receiver tokens (the catalog's `rm.team_receivers`, issue 18), and what the
 * live gateway checks a batch against: the token's team, and the event's selection of the device.
 */
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './receivers.queries.ts';

export interface ReceiverModel {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}

export interface ReceiverGrant {
  readonly receiverId: string;
  readonly teamId: string;
  readonly clubId: string;
  readonly revoked: boolean;
}

export async function listTeamReceivers(db: Queryable, teamId: string): Promise<ReceiverModel[]> {
  const rows = await sql.listTeamReceivers.run({ teamId }, typedSql(db));
  return rows.map((r) => ({
    id: r.receiver_id,
    name: r.name,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
  }));
}

export async function findReceiver(
  db: Queryable,
  teamId: string,
  receiverId: string,
): Promise<ReceiverModel | null> {
  return (await listTeamReceivers(db, teamId)).find((r) => r.id === receiverId) ?? null;
}

/** The receiver whose token hashes to `tokenHash`, revoked or not; null when none. */
export async function findReceiverByHash(db: Queryable, tokenHash: string): Promise<ReceiverGrant | null> {
  const [row] = await sql.findReceiverByHash.run({ tokenHash }, typedSql(db));
  if (row === undefined) return null;
  return {
    receiverId: row.receiver_id,
    teamId: row.team_id,
    clubId: row.club_id,
    revoked: row.revoked_at !== null,
  };
}

/**
 * When `deviceId` is selected in `eventId`, an event of `teamId` that is started now: the time
 * the event started; else null.
 */
export async function liveSelection(
  db: Queryable,
  teamId: string,
  eventId: string,
  deviceId: string,
): Promise<{ readonly startedAt: Date | null } | null> {
  const rows = await sql.findLiveSelection.run({ teamId, eventId, deviceId }, typedSql(db));
  const started = rows.find((r) => r.status === 'STARTED');
  return started === undefined ? null : { startedAt: started.started_at };
}

/** Whether `deviceId` is selected in `eventId`, an event of `teamId` that is started now. */
export async function isSelectedInStartedEvent(
  db: Queryable,
  teamId: string,
  eventId: string,
  deviceId: string,
): Promise<boolean> {
  return (await liveSelection(db, teamId, eventId, deviceId)) !== null;
}
