/** Types generated for queries found in "query/src/read-model/seasons.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type stringArray = (string)[];

/** 'FindSeason' parameters type */
export interface IFindSeasonParams {
  seasonId: string;
}

/** 'FindSeason' return type */
export interface IFindSeasonResult {
  club_id: string;
  end_date: string | null;
  id: string;
  league: string | null;
  name: string;
  start_date: string | null;
  team_id: string;
}

/** 'FindSeason' query type */
export interface IFindSeasonQuery {
  params: IFindSeasonParams;
  result: IFindSeasonResult;
}

const findSeasonIR: any = {"usedParamSet":{"seasonId":true},"params":[{"name":"seasonId","required":true,"transform":{"type":"scalar"},"locs":[{"a":191,"b":200}]}],"statement":"SELECT s.id, s.team_id, s.club_id, s.name, s.league, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,\n       to_char(s.end_date, 'YYYY-MM-DD') AS end_date\n  FROM rm.seasons s\n WHERE s.id = :seasonId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT s.id, s.team_id, s.club_id, s.name, s.league, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
 *        to_char(s.end_date, 'YYYY-MM-DD') AS end_date
 *   FROM rm.seasons s
 *  WHERE s.id = :seasonId!
 * ```
 */
export const findSeason = new PreparedQuery<IFindSeasonParams,IFindSeasonResult>(findSeasonIR);


/** 'CurrentSeasons' parameters type */
export interface ICurrentSeasonsParams {
  now: DateOrString;
  teamIds: stringArray;
}

/** 'CurrentSeasons' return type */
export interface ICurrentSeasonsResult {
  chosen: boolean | null;
  club_id: string;
  end_date: string | null;
  for_team_id: string;
  id: string;
  league: string | null;
  name: string;
  start_date: string | null;
  team_id: string;
}

/** 'CurrentSeasons' query type */
export interface ICurrentSeasonsQuery {
  params: ICurrentSeasonsParams;
  result: ICurrentSeasonsResult;
}

const currentSeasonsIR: any = {"usedParamSet":{"teamIds":true,"now":true},"params":[{"name":"teamIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":363,"b":371}]},{"name":"now","required":true,"transform":{"type":"scalar"},"locs":[{"a":474,"b":478}]}],"statement":"SELECT DISTINCT ON (t.id) t.id AS for_team_id, (t.current_season_id IS NOT NULL) AS chosen,\n       s.id, s.team_id, s.club_id, s.name, s.league, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,\n       to_char(s.end_date, 'YYYY-MM-DD') AS end_date\n  FROM rm.teams t\n  JOIN rm.clubs c ON c.id = t.club_id\n  JOIN rm.seasons s ON s.team_id = t.id\n WHERE t.id = ANY(:teamIds!::text[])\n   AND (s.id = t.current_season_id\n        OR (t.current_season_id IS NULL\n            AND (:now!::timestamptz AT TIME ZONE c.time_zone)::date BETWEEN s.start_date AND s.end_date))\n ORDER BY t.id, s.start_date DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT DISTINCT ON (t.id) t.id AS for_team_id, (t.current_season_id IS NOT NULL) AS chosen,
 *        s.id, s.team_id, s.club_id, s.name, s.league, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
 *        to_char(s.end_date, 'YYYY-MM-DD') AS end_date
 *   FROM rm.teams t
 *   JOIN rm.clubs c ON c.id = t.club_id
 *   JOIN rm.seasons s ON s.team_id = t.id
 *  WHERE t.id = ANY(:teamIds!::text[])
 *    AND (s.id = t.current_season_id
 *         OR (t.current_season_id IS NULL
 *             AND (:now!::timestamptz AT TIME ZONE c.time_zone)::date BETWEEN s.start_date AND s.end_date))
 *  ORDER BY t.id, s.start_date DESC
 * ```
 */
export const currentSeasons = new PreparedQuery<ICurrentSeasonsParams,ICurrentSeasonsResult>(currentSeasonsIR);


/** 'TeamsWithChosenSeason' parameters type */
export interface ITeamsWithChosenSeasonParams {
  teamIds: stringArray;
}

/** 'TeamsWithChosenSeason' return type */
export interface ITeamsWithChosenSeasonResult {
  id: string;
}

/** 'TeamsWithChosenSeason' query type */
export interface ITeamsWithChosenSeasonQuery {
  params: ITeamsWithChosenSeasonParams;
  result: ITeamsWithChosenSeasonResult;
}

const teamsWithChosenSeasonIR: any = {"usedParamSet":{"teamIds":true},"params":[{"name":"teamIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":39,"b":47}]}],"statement":"SELECT id FROM rm.teams WHERE id = ANY(:teamIds!::text[]) AND current_season_id IS NOT NULL"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id FROM rm.teams WHERE id = ANY(:teamIds!::text[]) AND current_season_id IS NOT NULL
 * ```
 */
export const teamsWithChosenSeason = new PreparedQuery<ITeamsWithChosenSeasonParams,ITeamsWithChosenSeasonResult>(teamsWithChosenSeasonIR);


