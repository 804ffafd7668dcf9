/**
 * What the projector and the API agree on about read models: the names of the projections the API
 * waits for (read-your-writes, ARCHITECTURE.md rule 8) and the read-model names of the change
 * notices (`NatsNames.changeSubject(readModel, key)` in nats.ts), each with what its key is.
 */

/** Projection names: checkpoints (`projection.checkpoints`) and progress notices are keyed by them. */
export const PROJECTIONS = {
  events: 'events',
  catalog: 'catalog',
  jobs: 'jobs',
  records: 'records',
  live: 'live',
  availability: 'availability',
  audit: 'audit',
} as const;

export type ProjectionName = (typeof PROJECTIONS)[keyof typeof PROJECTIONS];

/** The catalog's change notices. */
export const CATALOG_READ_MODELS = {
  /** key: user id. */
  users: 'users',
  /** key: club id — the club row, its subscription or counts changed. */
  clubs: 'clubs',
  /** key: club id. */
  clubStaff: 'clubStaff',
  /** key: club id. */
  clubTeams: 'clubTeams',
  /** key: club id. */
  clubPlayers: 'clubPlayers',
  /** key: club id. */
  clubDevices: 'clubDevices',
  /** key: club id — the club's drill list changed (issue 19). */
  clubDrills: 'clubDrills',
  /** key: team id — the team's tag mappings changed. */
  teamTags: 'teamTags',
  /** key: team id — the team's tracking profiles changed. */
  teamTracking: 'teamTracking',
  /** key: team id — the team's live alert thresholds changed. */
  teamLiveAlerts: 'teamLiveAlerts',
  /** key: team id — the team's receiver tokens changed. */
  teamReceivers: 'teamReceivers',
} as const;

/** key: event id — the event row or its periods changed. */
export const EVENTS_READ_MODEL = 'events';

/** key: event id — its selections or sessions changed. */
export const EVENT_SELECTIONS_READ_MODEL = 'eventSelections';

/**
 * key: job id — the job changed, or its samples are in the records (sent by the records
 * projection: a job's COMPUTED state is the records' to tell).
 */
export const JOBS_READ_MODEL = 'jobs';

/** key: event id — records of its selections changed. */
export const RECORDS_READ_MODEL = 'records';

/**
 * key: event id (or club id, when a club's time zone moved its days) — the workload of the
 * event's players changed (kept by the records projection, issue 19).
 */
export const WORKLOAD_READ_MODEL = 'workload';

/**
 * key: event id — live figures of its selections changed (the live projector, issue 18). The
 * notice carries no figures: subscribers read the rows whose `position` passed what they sent.
 */
export const LIVE_READ_MODEL = 'live';

/** key: player id — the player's availability entries or injuries changed (issue 19). */
export const AVAILABILITY_READ_MODEL = 'availability';
