/** Reads of a team's tag mappings (the catalog's `rm.tag_mappings`, projector/src/projections/tags.ts). */
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './tags.queries.ts';

export interface TagMappingModel {
  readonly name: string;
  readonly key: string;
  readonly playerId: string | null;
  readonly playerName: string | null;
  readonly deviceId: string | null;
  readonly deviceName: string | null;
  readonly updatedAt: Date;
}

function toModel(row: sql.IListTeamTagMappingsResult): TagMappingModel {
  return {
    name: row.name,
    key: row.key,
    playerId: row.player_id,
    playerName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    deviceId: row.device_id,
    deviceName: row.device_name,
    updatedAt: row.updated_at,
  };
}

export async function listTeamTagMappings(db: Queryable, teamId: string): Promise<TagMappingModel[]> {
  return (await sql.listTeamTagMappings.run({ teamId }, typedSql(db))).map(toModel);
}

export async function findTagMapping(
  db: Queryable,
  teamId: string,
  key: string,
): Promise<TagMappingModel | null> {
  const [row] = await sql.findTagMapping.run({ teamId, key }, typedSql(db));
  return row === undefined ? null : toModel(row);
}
