/** Types generated for queries found in "projector/src/runtime/checkpoint.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type NumberOrString = number | string;

/** 'InitCheckpoint' parameters type */
export interface IInitCheckpointParams {
  projector: string;
  version: number;
}

/** 'InitCheckpoint' return type */
export type IInitCheckpointResult = void;

/** 'InitCheckpoint' query type */
export interface IInitCheckpointQuery {
  params: IInitCheckpointParams;
  result: IInitCheckpointResult;
}

const initCheckpointIR: any = {"usedParamSet":{"projector":true,"version":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":64,"b":74}]},{"name":"version","required":true,"transform":{"type":"scalar"},"locs":[{"a":77,"b":85}]}],"statement":"INSERT INTO projection.checkpoints (projector, version) VALUES (:projector!, :version!)\nON CONFLICT (projector) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO projection.checkpoints (projector, version) VALUES (:projector!, :version!)
 * ON CONFLICT (projector) DO NOTHING
 * ```
 */
export const initCheckpoint = new PreparedQuery<IInitCheckpointParams,IInitCheckpointResult>(initCheckpointIR);


/** 'ReadCheckpoint' parameters type */
export interface IReadCheckpointParams {
  projector: string;
}

/** 'ReadCheckpoint' return type */
export interface IReadCheckpointResult {
  commit_position: string | null;
  prepare_position: string | null;
  stream_seq: string | null;
  version: number;
}

/** 'ReadCheckpoint' query type */
export interface IReadCheckpointQuery {
  params: IReadCheckpointParams;
  result: IReadCheckpointResult;
}

const readCheckpointIR: any = {"usedParamSet":{"projector":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":111,"b":121}]}],"statement":"SELECT version, commit_position, prepare_position, stream_seq\n  FROM projection.checkpoints\n WHERE projector = :projector!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT version, commit_position, prepare_position, stream_seq
 *   FROM projection.checkpoints
 *  WHERE projector = :projector!
 * ```
 */
export const readCheckpoint = new PreparedQuery<IReadCheckpointParams,IReadCheckpointResult>(readCheckpointIR);


/** 'LockCheckpoint' parameters type */
export interface ILockCheckpointParams {
  projector: string;
}

/** 'LockCheckpoint' return type */
export interface ILockCheckpointResult {
  commit_position: string | null;
  prepare_position: string | null;
  stream_seq: string | null;
  version: number;
}

/** 'LockCheckpoint' query type */
export interface ILockCheckpointQuery {
  params: ILockCheckpointParams;
  result: ILockCheckpointResult;
}

const lockCheckpointIR: any = {"usedParamSet":{"projector":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":111,"b":121}]}],"statement":"SELECT version, commit_position, prepare_position, stream_seq\n  FROM projection.checkpoints\n WHERE projector = :projector!\n   FOR UPDATE"};

/**
 * Query generated from SQL:
 * ```
 * SELECT version, commit_position, prepare_position, stream_seq
 *   FROM projection.checkpoints
 *  WHERE projector = :projector!
 *    FOR UPDATE
 * ```
 */
export const lockCheckpoint = new PreparedQuery<ILockCheckpointParams,ILockCheckpointResult>(lockCheckpointIR);


/** 'WriteCheckpoint' parameters type */
export interface IWriteCheckpointParams {
  commit?: NumberOrString | null | void;
  prepare?: NumberOrString | null | void;
  projector: string;
  streamSeq?: NumberOrString | null | void;
  version: number;
}

/** 'WriteCheckpoint' return type */
export type IWriteCheckpointResult = void;

/** 'WriteCheckpoint' query type */
export interface IWriteCheckpointQuery {
  params: IWriteCheckpointParams;
  result: IWriteCheckpointResult;
}

const writeCheckpointIR: any = {"usedParamSet":{"version":true,"commit":true,"prepare":true,"streamSeq":true,"projector":true},"params":[{"name":"version","required":true,"transform":{"type":"scalar"},"locs":[{"a":47,"b":55}]},{"name":"commit","required":false,"transform":{"type":"scalar"},"locs":[{"a":76,"b":82}]},{"name":"prepare","required":false,"transform":{"type":"scalar"},"locs":[{"a":104,"b":111}]},{"name":"streamSeq","required":false,"transform":{"type":"scalar"},"locs":[{"a":127,"b":136}]},{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":184,"b":194}]}],"statement":"UPDATE projection.checkpoints\n   SET version = :version!, commit_position = :commit, prepare_position = :prepare, stream_seq = :streamSeq,\n       updated_at = now()\n WHERE projector = :projector!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE projection.checkpoints
 *    SET version = :version!, commit_position = :commit, prepare_position = :prepare, stream_seq = :streamSeq,
 *        updated_at = now()
 *  WHERE projector = :projector!
 * ```
 */
export const writeCheckpoint = new PreparedQuery<IWriteCheckpointParams,IWriteCheckpointResult>(writeCheckpointIR);


/** 'MoveCheckpoint' parameters type */
export interface IMoveCheckpointParams {
  before?: NumberOrString | null | void;
  commit?: NumberOrString | null | void;
  prepare?: NumberOrString | null | void;
  projector: string;
  streamSeq?: NumberOrString | null | void;
}

/** 'MoveCheckpoint' return type */
export type IMoveCheckpointResult = void;

/** 'MoveCheckpoint' query type */
export interface IMoveCheckpointQuery {
  params: IMoveCheckpointParams;
  result: IMoveCheckpointResult;
}

const moveCheckpointIR: any = {"usedParamSet":{"commit":true,"prepare":true,"streamSeq":true,"projector":true,"before":true},"params":[{"name":"commit","required":false,"transform":{"type":"scalar"},"locs":[{"a":57,"b":63}]},{"name":"prepare","required":false,"transform":{"type":"scalar"},"locs":[{"a":85,"b":92}]},{"name":"streamSeq","required":false,"transform":{"type":"scalar"},"locs":[{"a":108,"b":117}]},{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":238,"b":248}]},{"name":"before","required":false,"transform":{"type":"scalar"},"locs":[{"a":288,"b":294}]}],"statement":"UPDATE projection.checkpoints c\n   SET commit_position = :commit, prepare_position = :prepare, stream_seq = :streamSeq, updated_at = now()\n  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit\n WHERE c.projector = :projector! AND c.stream_seq IS NOT DISTINCT FROM :before"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE projection.checkpoints c
 *    SET commit_position = :commit, prepare_position = :prepare, stream_seq = :streamSeq, updated_at = now()
 *   FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
 *  WHERE c.projector = :projector! AND c.stream_seq IS NOT DISTINCT FROM :before
 * ```
 */
export const moveCheckpoint = new PreparedQuery<IMoveCheckpointParams,IMoveCheckpointResult>(moveCheckpointIR);


