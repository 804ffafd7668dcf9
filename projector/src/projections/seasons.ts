/**
 * Seasons and drills in the catalog read model (issue 19): a team's seasons changed or deleted
 * (the row goes; the stream keeps it), the season chosen as the team's current one
 * (`rm.teams.current_season_id`, null: chosen by date at read time, in the club's time zone), and
 * the club's drill list (`rm.drills`). Idempotence: catalog.ts moves the club's revision first.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type {
  CurrentSeasonChosen,
  DrillCreated,
  DrillDeleted,
  DrillRenamed,
  SeasonDeleted,
  SeasonUpdated,
} from '@stride/contracts/events/club';
import { CATALOG_READ_MODELS } from '@stride/contracts/read-models';
import type { Change } from '../projection.ts';
import * as sql from './seasons.queries.ts';

export const seasonMigration = `ALTER TABLE rm.teams ADD COLUMN current_season_id text;
   CREATE TABLE rm.drills (
     id text PRIMARY KEY,
     club_id text NOT NULL,
     name text NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL
   );
   CREATE INDEX drills_club_idx ON rm.drills (club_id, lower(name));`;

export const seasonTables = [{ name: 'rm.drills', orderBy: 'id' }];

export type SeasonEvent =
  SeasonUpdated | SeasonDeleted | CurrentSeasonChosen | DrillCreated | DrillRenamed | DrillDeleted;

export async function applySeasons(
  db: IDatabaseConnection,
  event: SeasonEvent,
  at: string,
): Promise<Change[]> {
  const { clubId } = event.data;
  const teams: Change[] = [{ readModel: CATALOG_READ_MODELS.clubTeams, key: clubId }];
  switch (event.type) {
    case 'SeasonUpdated': {
      const d = event.data;
      await sql.updateSeason.run(
        { seasonId: d.seasonId, name: d.name, league: d.league, startDate: d.startDate, endDate: d.endDate },
        db,
      );
      return teams;
    }
    case 'SeasonDeleted':
      await sql.deleteSeason.run({ seasonId: event.data.seasonId }, db);
      await sql.forgetCurrentSeason.run({ teamId: event.data.teamId, seasonId: event.data.seasonId, at }, db);
      return teams;
    case 'CurrentSeasonChosen':
      await sql.setCurrentSeason.run({ teamId: event.data.teamId, seasonId: event.data.seasonId, at }, db);
      return teams;
    case 'DrillCreated':
    case 'DrillRenamed':
      await sql.upsertDrill.run({ drillId: event.data.drillId, clubId, name: event.data.name, at }, db);
      return [{ readModel: CATALOG_READ_MODELS.clubDrills, key: clubId }];
    case 'DrillDeleted':
      await sql.deleteDrill.run({ drillId: event.data.drillId }, db);
      return [{ readModel: CATALOG_READ_MODELS.clubDrills, key: clubId }];
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
}
