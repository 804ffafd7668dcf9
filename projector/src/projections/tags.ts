/**
 * Tag mappings in the catalog read model (issue 16): each team's names of files mapped to a
 * player or a device (`tags-<teamId>`), as the upload page lists them. Idempotence: `rm.tag_teams`
 * holds the stream revision each team's mappings reflect; an event not above it changes nothing.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { TagsEvent } from '@stride/contracts/events/tags';
import { CATALOG_READ_MODELS } from '@stride/contracts/read-models';
import type { Change } from '../projection.ts';
import * as sql from './tags.queries.ts';

export const tagMigration = `CREATE TABLE rm.tag_teams (
     team_id text PRIMARY KEY,
     club_id text NOT NULL,
     revision bigint NOT NULL
   );
   CREATE TABLE rm.tag_mappings (
     team_id text NOT NULL,
     key text NOT NULL,
     club_id text NOT NULL,
     name text NOT NULL,
     player_id text,
     device_id text,
     updated_at timestamptz NOT NULL,
     PRIMARY KEY (team_id, key)
   );`;

export const tagTables = [
  { name: 'rm.tag_teams', orderBy: 'team_id' },
  { name: 'rm.tag_mappings', orderBy: 'team_id, key' },
];

export async function applyTags(
  db: IDatabaseConnection,
  event: TagsEvent,
  at: string,
  revision: string,
): Promise<Change[]> {
  const { teamId, clubId, key } = event.data;
  const moved = await sql.moveTags.run({ teamId, clubId, revision }, db);
  if (moved.length === 0) return [];
  switch (event.type) {
    case 'TagMapped': {
      const { name, playerId, deviceId } = event.data;
      await sql.upsertTagMapping.run({ teamId, key, clubId, name, playerId, deviceId, at }, db);
      break;
    }
    case 'TagUnmapped':
      await sql.deleteTagMapping.run({ teamId, key }, db);
      break;
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
  return [{ readModel: CATALOG_READ_MODELS.teamTags, key: teamId }];
}
