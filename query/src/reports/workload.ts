/**
 * Players' workloads as `playerWorkload` / `teamWorkload` serve them (distance, rolling model,
 * every day's loads), for the player and weekly reports.
 */
import type { Queryable } from '../read-model/connection.ts';
import { historyStarts } from '../read-model/workload.ts';
import { playerWorkload, readWindow, type PlayerWorkloadResult } from '../resolvers/workload/assemble.ts';
import { readDays } from '../resolvers/workload/queries.ts';

export async function readWorkloads(
  db: Queryable,
  playerIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, PlayerWorkloadResult>> {
  const firsts = await historyStarts(db, playerIds);
  let { start } = readWindow(from, to, 'ROLLING', null);
  const { end } = readWindow(from, to, 'ROLLING', null);
  for (const id of playerIds) {
    const own = readWindow(from, to, 'ROLLING', firsts.get(id) ?? null).start;
    if (own < start) start = own;
  }
  const { loads, rows } = await readDays(db, playerIds, 'DISTANCE', start, end, true);
  return new Map(
    playerIds.map((id) => [
      id,
      playerWorkload(
        id,
        loads.get(id) ?? [],
        rows?.get(id) ?? [],
        firsts.get(id) ?? null,
        from,
        to,
        'DISTANCE',
        'ROLLING',
      ),
    ]),
  );
}
