/** Types generated for queries found in "projector/src/projections/availability.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type NumberOrString = number | string;

/** 'MoveAvailability' parameters type */
export interface IMoveAvailabilityParams {
  clubId: string;
  playerId: string;
  revision: NumberOrString;
  teamId: string;
}

/** 'MoveAvailability' return type */
export interface IMoveAvailabilityResult {
  player_id: string;
}

/** 'MoveAvailability' query type */
export interface IMoveAvailabilityQuery {
  params: IMoveAvailabilityParams;
  result: IMoveAvailabilityResult;
}

const moveAvailabilityIR: any = {"usedParamSet":{"playerId":true,"clubId":true,"teamId":true,"revision":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":84,"b":93}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":96,"b":103}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":106,"b":113}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":116,"b":125}]}],"statement":"INSERT INTO rm.availability_players (player_id, club_id, team_id, revision)\nVALUES (:playerId!, :clubId!, :teamId!, :revision!)\nON CONFLICT (player_id) DO UPDATE SET revision = excluded.revision, team_id = excluded.team_id\n WHERE rm.availability_players.revision < excluded.revision\nRETURNING player_id"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.availability_players (player_id, club_id, team_id, revision)
 * VALUES (:playerId!, :clubId!, :teamId!, :revision!)
 * ON CONFLICT (player_id) DO UPDATE SET revision = excluded.revision, team_id = excluded.team_id
 *  WHERE rm.availability_players.revision < excluded.revision
 * RETURNING player_id
 * ```
 */
export const moveAvailability = new PreparedQuery<IMoveAvailabilityParams,IMoveAvailabilityResult>(moveAvailabilityIR);


/** 'UpsertAvailability' parameters type */
export interface IUpsertAvailabilityParams {
  at: DateOrString;
  clubId: string;
  endDate?: DateOrString | null | void;
  id: string;
  injuryId?: string | null | void;
  note?: string | null | void;
  playerId: string;
  seq: NumberOrString;
  startDate: DateOrString;
  status: string;
  teamId: string;
}

/** 'UpsertAvailability' return type */
export type IUpsertAvailabilityResult = void;

/** 'UpsertAvailability' query type */
export interface IUpsertAvailabilityQuery {
  params: IUpsertAvailabilityParams;
  result: IUpsertAvailabilityResult;
}

const upsertAvailabilityIR: any = {"usedParamSet":{"id":true,"playerId":true,"clubId":true,"teamId":true,"status":true,"startDate":true,"endDate":true,"note":true,"injuryId":true,"seq":true,"at":true},"params":[{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":189,"b":192}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":195,"b":204}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":207,"b":214}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":217,"b":224}]},{"name":"status","required":true,"transform":{"type":"scalar"},"locs":[{"a":227,"b":234}]},{"name":"startDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":237,"b":247}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":256,"b":263}]},{"name":"note","required":false,"transform":{"type":"scalar"},"locs":[{"a":272,"b":276}]},{"name":"injuryId","required":false,"transform":{"type":"scalar"},"locs":[{"a":287,"b":295}]},{"name":"seq","required":true,"transform":{"type":"scalar"},"locs":[{"a":298,"b":302}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":305,"b":308},{"a":311,"b":314}]}],"statement":"INSERT INTO rm.player_availability (id, player_id, club_id, team_id, status, start_date, end_date, note,\n                                    injury_id, seq, created_at, updated_at)\nVALUES (:id!, :playerId!, :clubId!, :teamId!, :status!, :startDate!::date, :endDate::date, :note,\n        :injuryId, :seq!, :at!, :at!)\nON CONFLICT (id) DO UPDATE\n   SET status = excluded.status, start_date = excluded.start_date, end_date = excluded.end_date,\n       note = excluded.note, injury_id = excluded.injury_id, updated_at = excluded.updated_at"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.player_availability (id, player_id, club_id, team_id, status, start_date, end_date, note,
 *                                     injury_id, seq, created_at, updated_at)
 * VALUES (:id!, :playerId!, :clubId!, :teamId!, :status!, :startDate!::date, :endDate::date, :note,
 *         :injuryId, :seq!, :at!, :at!)
 * ON CONFLICT (id) DO UPDATE
 *    SET status = excluded.status, start_date = excluded.start_date, end_date = excluded.end_date,
 *        note = excluded.note, injury_id = excluded.injury_id, updated_at = excluded.updated_at
 * ```
 */
export const upsertAvailability = new PreparedQuery<IUpsertAvailabilityParams,IUpsertAvailabilityResult>(upsertAvailabilityIR);


/** 'EndAvailability' parameters type */
export interface IEndAvailabilityParams {
  at: DateOrString;
  endDate: DateOrString;
  id: string;
}

/** 'EndAvailability' return type */
export type IEndAvailabilityResult = void;

/** 'EndAvailability' query type */
export interface IEndAvailabilityQuery {
  params: IEndAvailabilityParams;
  result: IEndAvailabilityResult;
}

const endAvailabilityIR: any = {"usedParamSet":{"endDate":true,"at":true,"id":true},"params":[{"name":"endDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":45,"b":53}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":75,"b":78}]},{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":94}]}],"statement":"UPDATE rm.player_availability SET end_date = :endDate!::date, updated_at = :at! WHERE id = :id!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.player_availability SET end_date = :endDate!::date, updated_at = :at! WHERE id = :id!
 * ```
 */
export const endAvailability = new PreparedQuery<IEndAvailabilityParams,IEndAvailabilityResult>(endAvailabilityIR);


/** 'UpsertInjury' parameters type */
export interface IUpsertInjuryParams {
  at: DateOrString;
  bodyPart?: string | null | void;
  clubId: string;
  description: string;
  expectedReturn?: DateOrString | null | void;
  id: string;
  note?: string | null | void;
  occurredOn: DateOrString;
  playerId: string;
  returnedOn?: DateOrString | null | void;
  seq: NumberOrString;
  status: string;
  teamId: string;
}

/** 'UpsertInjury' return type */
export type IUpsertInjuryResult = void;

/** 'UpsertInjury' query type */
export interface IUpsertInjuryQuery {
  params: IUpsertInjuryParams;
  result: IUpsertInjuryResult;
}

const upsertInjuryIR: any = {"usedParamSet":{"id":true,"playerId":true,"clubId":true,"teamId":true,"description":true,"bodyPart":true,"occurredOn":true,"expectedReturn":true,"returnedOn":true,"status":true,"note":true,"seq":true,"at":true},"params":[{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":201,"b":204}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":207,"b":216}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":219,"b":226}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":229,"b":236}]},{"name":"description","required":true,"transform":{"type":"scalar"},"locs":[{"a":239,"b":251}]},{"name":"bodyPart","required":false,"transform":{"type":"scalar"},"locs":[{"a":254,"b":262}]},{"name":"occurredOn","required":true,"transform":{"type":"scalar"},"locs":[{"a":265,"b":276}]},{"name":"expectedReturn","required":false,"transform":{"type":"scalar"},"locs":[{"a":293,"b":307}]},{"name":"returnedOn","required":false,"transform":{"type":"scalar"},"locs":[{"a":316,"b":326}]},{"name":"status","required":true,"transform":{"type":"scalar"},"locs":[{"a":335,"b":342}]},{"name":"note","required":false,"transform":{"type":"scalar"},"locs":[{"a":345,"b":349}]},{"name":"seq","required":true,"transform":{"type":"scalar"},"locs":[{"a":352,"b":356}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":359,"b":362},{"a":365,"b":368}]}],"statement":"INSERT INTO rm.injuries (id, player_id, club_id, team_id, description, body_part, occurred_on,\n                         expected_return, returned_on, status, note, seq, created_at, updated_at)\nVALUES (:id!, :playerId!, :clubId!, :teamId!, :description!, :bodyPart, :occurredOn!::date,\n        :expectedReturn::date, :returnedOn::date, :status!, :note, :seq!, :at!, :at!)\nON CONFLICT (id) DO UPDATE\n   SET description = excluded.description, body_part = excluded.body_part,\n       occurred_on = excluded.occurred_on, expected_return = excluded.expected_return,\n       returned_on = excluded.returned_on, status = excluded.status,\n       note = coalesce(excluded.note, rm.injuries.note), updated_at = excluded.updated_at"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.injuries (id, player_id, club_id, team_id, description, body_part, occurred_on,
 *                          expected_return, returned_on, status, note, seq, created_at, updated_at)
 * VALUES (:id!, :playerId!, :clubId!, :teamId!, :description!, :bodyPart, :occurredOn!::date,
 *         :expectedReturn::date, :returnedOn::date, :status!, :note, :seq!, :at!, :at!)
 * ON CONFLICT (id) DO UPDATE
 *    SET description = excluded.description, body_part = excluded.body_part,
 *        occurred_on = excluded.occurred_on, expected_return = excluded.expected_return,
 *        returned_on = excluded.returned_on, status = excluded.status,
 *        note = coalesce(excluded.note, rm.injuries.note), updated_at = excluded.updated_at
 * ```
 */
export const upsertInjury = new PreparedQuery<IUpsertInjuryParams,IUpsertInjuryResult>(upsertInjuryIR);


/** 'InsertHistory' parameters type */
export interface IInsertHistoryParams {
  actorId?: string | null | void;
  at: DateOrString;
  availabilityId?: string | null | void;
  bodyPart?: string | null | void;
  clubId: string;
  description?: string | null | void;
  endDate?: DateOrString | null | void;
  injuryId?: string | null | void;
  injuryStatus?: string | null | void;
  kind: string;
  note?: string | null | void;
  playerId: string;
  revision: NumberOrString;
  startDate?: DateOrString | null | void;
  status?: string | null | void;
  teamId: string;
}

/** 'InsertHistory' return type */
export type IInsertHistoryResult = void;

/** 'InsertHistory' query type */
export interface IInsertHistoryQuery {
  params: IInsertHistoryParams;
  result: IInsertHistoryResult;
}

const insertHistoryIR: any = {"usedParamSet":{"playerId":true,"revision":true,"clubId":true,"teamId":true,"at":true,"actorId":true,"kind":true,"availabilityId":true,"injuryId":true,"status":true,"injuryStatus":true,"startDate":true,"endDate":true,"note":true,"description":true,"bodyPart":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":281,"b":290}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":293,"b":302}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":305,"b":312}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":315,"b":322}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":325,"b":328}]},{"name":"actorId","required":false,"transform":{"type":"scalar"},"locs":[{"a":331,"b":338}]},{"name":"kind","required":true,"transform":{"type":"scalar"},"locs":[{"a":341,"b":346}]},{"name":"availabilityId","required":false,"transform":{"type":"scalar"},"locs":[{"a":349,"b":363}]},{"name":"injuryId","required":false,"transform":{"type":"scalar"},"locs":[{"a":366,"b":374}]},{"name":"status","required":false,"transform":{"type":"scalar"},"locs":[{"a":385,"b":391}]},{"name":"injuryStatus","required":false,"transform":{"type":"scalar"},"locs":[{"a":394,"b":406}]},{"name":"startDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":409,"b":418}]},{"name":"endDate","required":false,"transform":{"type":"scalar"},"locs":[{"a":427,"b":434}]},{"name":"note","required":false,"transform":{"type":"scalar"},"locs":[{"a":443,"b":447}]},{"name":"description","required":false,"transform":{"type":"scalar"},"locs":[{"a":450,"b":461}]},{"name":"bodyPart","required":false,"transform":{"type":"scalar"},"locs":[{"a":464,"b":472}]}],"statement":"INSERT INTO rm.availability_history (player_id, revision, club_id, team_id, at, actor_id, kind,\n                                     availability_id, injury_id, status, injury_status, start_date,\n                                     end_date, note, description, body_part)\nVALUES (:playerId!, :revision!, :clubId!, :teamId!, :at!, :actorId, :kind!, :availabilityId, :injuryId,\n        :status, :injuryStatus, :startDate::date, :endDate::date, :note, :description, :bodyPart)\nON CONFLICT (player_id, revision) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.availability_history (player_id, revision, club_id, team_id, at, actor_id, kind,
 *                                      availability_id, injury_id, status, injury_status, start_date,
 *                                      end_date, note, description, body_part)
 * VALUES (:playerId!, :revision!, :clubId!, :teamId!, :at!, :actorId, :kind!, :availabilityId, :injuryId,
 *         :status, :injuryStatus, :startDate::date, :endDate::date, :note, :description, :bodyPart)
 * ON CONFLICT (player_id, revision) DO NOTHING
 * ```
 */
export const insertHistory = new PreparedQuery<IInsertHistoryParams,IInsertHistoryResult>(insertHistoryIR);


