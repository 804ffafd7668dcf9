/**
 * What a live sender may send for (issue 18): the selections with a device in a started event of
 * the receiver token's team (`GET /live/v1/events/:eventId/devices`, query/src/live/devices.ts).
 */
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './live-devices.queries.ts';

export interface LiveDevice {
  readonly deviceId: string;
  readonly playerId: string;
  readonly number: number | null;
  readonly name: string;
}

export interface LiveEventDevices {
  readonly startedAt: Date;
  readonly devices: readonly LiveDevice[];
}

/** The event's selected devices; null when it is not a started event of `teamId` (or none at all). */
export async function listLiveDevices(
  db: Queryable,
  teamId: string,
  eventId: string,
): Promise<LiveEventDevices | null> {
  const rows = await sql.listLiveDevices.run({ teamId, eventId }, typedSql(db));
  const first = rows[0];
  if (first === undefined || first.status !== 'STARTED' || first.started_at === null) return null;
  const devices: LiveDevice[] = [];
  for (const r of rows) {
    if (r.device_id === null || r.player_id === null) continue;
    devices.push({
      deviceId: r.device_id,
      playerId: r.player_id,
      number: r.number,
      name: [r.first_name, r.last_name].filter((part) => part !== null && part !== '').join(' '),
    });
  }
  return { startedAt: first.started_at, devices };
}
