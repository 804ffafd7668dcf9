/** Types generated for queries found in "projector/src/projections/audit.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

/** 'InsertAuditEntry' parameters type */
export interface IInsertAuditEntryParams {
  actorId?: string | null | void;
  changes?: Json | null | void;
  clubId?: string | null | void;
  commandId?: string | null | void;
  commandType?: string | null | void;
  entityId: string;
  entityType: string;
  eventId: string;
  eventType: string;
  impersonatorId?: string | null | void;
  occurredAt: DateOrString;
  position: NumberOrString;
  prepare: NumberOrString;
  schemaVersion?: number | null | void;
  streamName: string;
}

/** 'InsertAuditEntry' return type */
export type IInsertAuditEntryResult = void;

/** 'InsertAuditEntry' query type */
export interface IInsertAuditEntryQuery {
  params: IInsertAuditEntryParams;
  result: IInsertAuditEntryResult;
}

const insertAuditEntryIR: any = {"usedParamSet":{"position":true,"prepare":true,"eventId":true,"occurredAt":true,"clubId":true,"actorId":true,"impersonatorId":true,"commandType":true,"commandId":true,"streamName":true,"entityType":true,"entityId":true,"eventType":true,"schemaVersion":true,"changes":true},"params":[{"name":"position","required":true,"transform":{"type":"scalar"},"locs":[{"a":276,"b":285}]},{"name":"prepare","required":true,"transform":{"type":"scalar"},"locs":[{"a":288,"b":296}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":299,"b":307}]},{"name":"occurredAt","required":true,"transform":{"type":"scalar"},"locs":[{"a":310,"b":321}]},{"name":"clubId","required":false,"transform":{"type":"scalar"},"locs":[{"a":324,"b":330}]},{"name":"actorId","required":false,"transform":{"type":"scalar"},"locs":[{"a":333,"b":340}]},{"name":"impersonatorId","required":false,"transform":{"type":"scalar"},"locs":[{"a":343,"b":357}]},{"name":"commandType","required":false,"transform":{"type":"scalar"},"locs":[{"a":368,"b":379}]},{"name":"commandId","required":false,"transform":{"type":"scalar"},"locs":[{"a":382,"b":391}]},{"name":"streamName","required":true,"transform":{"type":"scalar"},"locs":[{"a":394,"b":405}]},{"name":"entityType","required":true,"transform":{"type":"scalar"},"locs":[{"a":408,"b":419}]},{"name":"entityId","required":true,"transform":{"type":"scalar"},"locs":[{"a":422,"b":431}]},{"name":"eventType","required":true,"transform":{"type":"scalar"},"locs":[{"a":434,"b":444}]},{"name":"schemaVersion","required":false,"transform":{"type":"scalar"},"locs":[{"a":455,"b":468}]},{"name":"changes","required":false,"transform":{"type":"scalar"},"locs":[{"a":471,"b":478}]}],"statement":"INSERT INTO rm.audit_entries (position, prepare, event_id, occurred_at, club_id, actor_id, impersonator_id,\n                              command_type, command_id, stream_name, entity_type, entity_id, event_type,\n                              schema_version, changes)\nVALUES (:position!, :prepare!, :eventId!, :occurredAt!, :clubId, :actorId, :impersonatorId,\n        :commandType, :commandId, :streamName!, :entityType!, :entityId!, :eventType!,\n        :schemaVersion, :changes::jsonb)\nON CONFLICT (position, prepare) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.audit_entries (position, prepare, event_id, occurred_at, club_id, actor_id, impersonator_id,
 *                               command_type, command_id, stream_name, entity_type, entity_id, event_type,
 *                               schema_version, changes)
 * VALUES (:position!, :prepare!, :eventId!, :occurredAt!, :clubId, :actorId, :impersonatorId,
 *         :commandType, :commandId, :streamName!, :entityType!, :entityId!, :eventType!,
 *         :schemaVersion, :changes::jsonb)
 * ON CONFLICT (position, prepare) DO NOTHING
 * ```
 */
export const insertAuditEntry = new PreparedQuery<IInsertAuditEntryParams,IInsertAuditEntryResult>(insertAuditEntryIR);


/** 'RememberStreamClub' parameters type */
export interface IRememberStreamClubParams {
  clubId: string;
  streamName: string;
}

/** 'RememberStreamClub' return type */
export type IRememberStreamClubResult = void;

/** 'RememberStreamClub' query type */
export interface IRememberStreamClubQuery {
  params: IRememberStreamClubParams;
  result: IRememberStreamClubResult;
}

const rememberStreamClubIR: any = {"usedParamSet":{"streamName":true,"clubId":true},"params":[{"name":"streamName","required":true,"transform":{"type":"scalar"},"locs":[{"a":65,"b":76}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":79,"b":86}]}],"statement":"INSERT INTO rm.audit_stream_clubs (stream_name, club_id) VALUES (:streamName!, :clubId!)\nON CONFLICT (stream_name) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.audit_stream_clubs (stream_name, club_id) VALUES (:streamName!, :clubId!)
 * ON CONFLICT (stream_name) DO NOTHING
 * ```
 */
export const rememberStreamClub = new PreparedQuery<IRememberStreamClubParams,IRememberStreamClubResult>(rememberStreamClubIR);


/** 'StreamClub' parameters type */
export interface IStreamClubParams {
  streamName: string;
}

/** 'StreamClub' return type */
export interface IStreamClubResult {
  club_id: string;
}

/** 'StreamClub' query type */
export interface IStreamClubQuery {
  params: IStreamClubParams;
  result: IStreamClubResult;
}

const streamClubIR: any = {"usedParamSet":{"streamName":true},"params":[{"name":"streamName","required":true,"transform":{"type":"scalar"},"locs":[{"a":62,"b":73}]}],"statement":"SELECT club_id FROM rm.audit_stream_clubs WHERE stream_name = :streamName!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT club_id FROM rm.audit_stream_clubs WHERE stream_name = :streamName!
 * ```
 */
export const streamClub = new PreparedQuery<IStreamClubParams,IStreamClubResult>(streamClubIR);


