/**
 * Reads of tags (issue 19): a team's distinct tags over its events and their periods (the events
 * projection's `rm.event_tags`; compared without case, one spelling each), and the club's drill
 * list (the catalog's `rm.drills`). An event's and its periods' own tags come with the event row
 * (events.ts).
 */
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './event-tags.queries.ts';

export interface DrillModel {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly createdAt: Date;
}

export interface TeamTagModel {
  readonly tag: string;
  readonly uses: number;
}

const toDrill = (r: sql.IListClubDrillsResult): DrillModel => ({
  id: r.id,
  clubId: r.club_id,
  name: r.name,
  createdAt: r.created_at,
});

export async function listClubDrills(db: Queryable, clubId: string): Promise<DrillModel[]> {
  return (await sql.listClubDrills.run({ clubId }, typedSql(db))).map(toDrill);
}

export async function findDrill(db: Queryable, drillId: string): Promise<DrillModel | null> {
  const [row] = await sql.findDrill.run({ drillId }, typedSql(db));
  return row === undefined ? null : toDrill(row);
}

export async function listTeamTags(db: Queryable, teamId: string): Promise<TeamTagModel[]> {
  return (await sql.listTeamTags.run({ teamId }, typedSql(db))).map((r) => ({
    tag: r.tag ?? '',
    uses: r.uses ?? 0,
  }));
}
