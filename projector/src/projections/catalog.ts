/**
 * The catalog read model: accounts, clubs, staff, teams, seasons, players and devices, as the
 * account and club queries show them and as the API's permission checks read them.
 *
 * Idempotence: each stream has a root row carrying the stream revision it reflects (`rm.users`,
 * `rm.clubs`, `rm.devices`); an event whose revision is not above it was applied already and
 * changes nothing. Reservation streams (`email-`, `serial-`) are not projected: they only guard
 * uniqueness on the write side.
 */
import type pg from 'pg';
import { userEventTypes, type UserEvent } from '@stride/contracts/events/account';
import { clubEventTypes, type ClubEvent } from '@stride/contracts/events/club';
import { deviceEventTypes, type DeviceEvent } from '@stride/contracts/events/device';
import type { PlayerDetails } from '@stride/contracts/player';
import { CATALOG_READ_MODELS, PROJECTIONS } from '@stride/contracts/read-models';
import { occurredAt, type Change, type Projection } from '../projection.ts';

/** Re-exported while the API's resolvers still import it from here: its home is contracts. */
export { CATALOG_READ_MODELS };

const migrations = [
  `CREATE SCHEMA IF NOT EXISTS rm;
   CREATE TABLE rm.users (
     id text PRIMARY KEY,
     email text NOT NULL,
     verified boolean NOT NULL,
     admin boolean NOT NULL,
     locale text NOT NULL,
     club_id text,
     staff_id text,
     credentials_changed_at timestamptz,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     revision bigint NOT NULL
   );
   CREATE INDEX users_email_idx ON rm.users (email);
   CREATE INDEX users_created_idx ON rm.users (created_at DESC, id);
   CREATE TABLE rm.clubs (
     id text PRIMARY KEY,
     name text NOT NULL,
     sport text NOT NULL,
     time_zone text NOT NULL,
     logo text,
     plan text NOT NULL,
     active boolean NOT NULL,
     expires_at timestamptz,
     limit_members integer NOT NULL,
     limit_teams integer NOT NULL,
     limit_players integer NOT NULL,
     limit_ranges integer NOT NULL,
     limit_devices integer NOT NULL,
     tag_management boolean NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     revision bigint NOT NULL
   );
   CREATE TABLE rm.staff (
     id text PRIMARY KEY,
     club_id text NOT NULL,
     user_id text NOT NULL,
     email text NOT NULL,
     is_manager boolean NOT NULL,
     coach_team_ids text[] NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL
   );
   CREATE INDEX staff_club_idx ON rm.staff (club_id, email);
   CREATE INDEX staff_user_idx ON rm.staff (user_id);
   CREATE TABLE rm.teams (
     id text PRIMARY KEY,
     club_id text NOT NULL,
     name text NOT NULL,
     logo_url text,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL
   );
   CREATE INDEX teams_club_idx ON rm.teams (club_id, name);
   CREATE TABLE rm.seasons (
     id text PRIMARY KEY,
     club_id text NOT NULL,
     team_id text NOT NULL,
     name text NOT NULL,
     league text,
     start_date date NOT NULL,
     end_date date NOT NULL,
     created_at timestamptz NOT NULL
   );
   CREATE INDEX seasons_team_idx ON rm.seasons (team_id, start_date DESC);
   CREATE TABLE rm.players (
     id text PRIMARY KEY,
     club_id text NOT NULL,
     team_id text NOT NULL,
     first_name text NOT NULL,
     last_name text NOT NULL,
     birthdate date,
     gender text,
     number integer,
     position text,
     profile text,
     league text,
     picture_url text,
     max_heart_rate integer,
     resting_heart_rate integer,
     max_speed double precision,
     note text,
     archived boolean NOT NULL,
     device_id text,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL
   );
   CREATE INDEX players_club_idx ON rm.players (club_id, team_id, last_name, first_name);
   CREATE INDEX players_device_idx ON rm.players (device_id) WHERE device_id IS NOT NULL;
   CREATE TABLE rm.devices (
     id text PRIMARY KEY,
     club_id text NOT NULL,
     team_id text,
     serial text NOT NULL,
     udid text NOT NULL,
     type text NOT NULL,
     name text NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     revision bigint NOT NULL
   );
   CREATE INDEX devices_club_idx ON rm.devices (club_id, serial);
   CREATE INDEX devices_team_idx ON rm.devices (team_id) WHERE team_id IS NOT NULL;
   CREATE INDEX devices_udid_idx ON rm.devices (udid);`,
  // Team counts (players, devices) are read with every team list.
  `CREATE INDEX players_team_idx ON rm.players (team_id) WHERE NOT archived;`,
  // Issue 6: a team's data ranges, in creation order.
  `ALTER TABLE rm.teams ADD COLUMN ranges jsonb NOT NULL DEFAULT '[]';`,
];

const tables = [
  { name: 'rm.users', orderBy: 'id' },
  { name: 'rm.clubs', orderBy: 'id' },
  { name: 'rm.staff', orderBy: 'id' },
  { name: 'rm.teams', orderBy: 'id' },
  { name: 'rm.seasons', orderBy: 'id' },
  { name: 'rm.players', orderBy: 'id' },
  { name: 'rm.devices', orderBy: 'id' },
];

type CatalogEvent = UserEvent | ClubEvent | DeviceEvent;

export const catalogProjection: Projection = {
  name: PROJECTIONS.catalog,
  version: 1,
  handles: new Set<string>([...userEventTypes, ...clubEventTypes, ...deviceEventTypes]),
  migrations,
  tables,
  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as CatalogEvent;
    const at = occurredAt(recorded);
    const revision = recorded.revision.toString();
    switch (event.type) {
      case 'UserRegistered':
      case 'UserTokenIssued':
      case 'UserEmailVerified':
      case 'UserPasswordChanged':
      case 'UserAdminGranted':
      case 'UserAdminRevoked':
      case 'UserJoinedClub':
      case 'UserLeftClub':
        return applyUser(tx, event, at, revision);
      case 'DeviceAdded':
      case 'DeviceAssignedToTeam':
      case 'DeviceUnassignedFromTeam':
        return applyDevice(tx, event, at, revision);
      default:
        return applyClub(tx, event, at, revision);
    }
  },
};

/* ---------- users ---------- */

async function applyUser(
  tx: pg.ClientBase,
  event: UserEvent,
  at: string,
  revision: string,
): Promise<Change[]> {
  const userId = event.data.userId;
  if (event.type === 'UserRegistered') {
    await tx.query(
      `INSERT INTO rm.users (id, email, verified, admin, locale, created_at, updated_at, revision)
       VALUES ($1, $2, false, false, $3, $4, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [userId, event.data.email, event.data.locale, at, revision],
    );
    return [{ readModel: CATALOG_READ_MODELS.users, key: userId }];
  }
  // Move the row's revision first: an event already applied (or a user never registered) stops here.
  const moved = await tx.query(
    `UPDATE rm.users SET revision = $2, updated_at = $3 WHERE id = $1 AND revision < $2 RETURNING id`,
    [userId, revision, at],
  );
  if (moved.rowCount === 0) return [];
  switch (event.type) {
    case 'UserTokenIssued':
      return [];
    case 'UserPasswordChanged':
      // Session tokens issued before this instant stop working (query/src/context.ts).
      await tx.query(`UPDATE rm.users SET credentials_changed_at = $2 WHERE id = $1`, [userId, at]);
      break;
    case 'UserEmailVerified':
      await tx.query(`UPDATE rm.users SET verified = true WHERE id = $1`, [userId]);
      break;
    case 'UserAdminGranted':
    case 'UserAdminRevoked':
      await tx.query(`UPDATE rm.users SET admin = $2 WHERE id = $1`, [
        userId,
        event.type === 'UserAdminGranted',
      ]);
      break;
    case 'UserJoinedClub':
      await tx.query(`UPDATE rm.users SET club_id = $2, staff_id = $3 WHERE id = $1`, [
        userId,
        event.data.clubId,
        event.data.staffId,
      ]);
      break;
    case 'UserLeftClub':
      await tx.query(`UPDATE rm.users SET club_id = NULL, staff_id = NULL WHERE id = $1 AND staff_id = $2`, [
        userId,
        event.data.staffId,
      ]);
      break;
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
  return [{ readModel: CATALOG_READ_MODELS.users, key: userId }];
}

/* ---------- devices ---------- */

async function applyDevice(
  tx: pg.ClientBase,
  event: DeviceEvent,
  at: string,
  revision: string,
): Promise<Change[]> {
  const { deviceId, clubId } = event.data;
  const changes: Change[] = [
    { readModel: CATALOG_READ_MODELS.clubDevices, key: clubId },
    { readModel: CATALOG_READ_MODELS.clubTeams, key: clubId },
  ];
  switch (event.type) {
    case 'DeviceAdded': {
      const d = event.data;
      await tx.query(
        `INSERT INTO rm.devices (id, club_id, serial, udid, type, name, created_at, updated_at, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [deviceId, clubId, d.serial, d.udid, d.type, d.name, at, revision],
      );
      return [...changes, { readModel: CATALOG_READ_MODELS.clubs, key: clubId }];
    }
    case 'DeviceAssignedToTeam':
    case 'DeviceUnassignedFromTeam': {
      const teamId = event.type === 'DeviceAssignedToTeam' ? event.data.teamId : null;
      await tx.query(
        `UPDATE rm.devices SET team_id = $2, updated_at = $3, revision = $4 WHERE id = $1 AND revision < $4`,
        [deviceId, teamId, at, revision],
      );
      return [...changes, { readModel: CATALOG_READ_MODELS.clubPlayers, key: clubId }];
    }
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
}

/* ---------- clubs ---------- */

async function applyClub(
  tx: pg.ClientBase,
  event: ClubEvent,
  at: string,
  revision: string,
): Promise<Change[]> {
  const clubId = event.data.clubId;
  if (event.type === 'ClubCreated') {
    const d = event.data;
    const s = d.subscription;
    await tx.query(
      `INSERT INTO rm.clubs (id, name, sport, time_zone, plan, active, expires_at, limit_members, limit_teams,
         limit_players, limit_ranges, limit_devices, tag_management, created_at, updated_at, revision)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
       ON CONFLICT (id) DO NOTHING`,
      [
        clubId,
        d.name,
        d.sport,
        d.timeZone,
        s.plan,
        s.active,
        s.expiresAt,
        s.limits.members,
        s.limits.teams,
        s.limits.players,
        s.limits.ranges,
        s.limits.devices,
        s.options.tagManagement,
        at,
        revision,
      ],
    );
    return [{ readModel: CATALOG_READ_MODELS.clubs, key: clubId }];
  }
  const moved = await tx.query(
    `UPDATE rm.clubs SET revision = $2, updated_at = $3 WHERE id = $1 AND revision < $2 RETURNING id`,
    [clubId, revision, at],
  );
  if (moved.rowCount === 0) return [];
  const notice = (...models: (keyof typeof CATALOG_READ_MODELS)[]): Change[] =>
    models.map((m) => ({ readModel: CATALOG_READ_MODELS[m], key: clubId }));
  switch (event.type) {
    case 'ClubUpdated':
      await tx.query(`UPDATE rm.clubs SET name = $2, sport = $3, time_zone = $4 WHERE id = $1`, [
        clubId,
        event.data.name,
        event.data.sport,
        event.data.timeZone,
      ]);
      return notice('clubs', 'clubStaff');
    case 'ClubSubscriptionUpdated': {
      const s = event.data.subscription;
      await tx.query(
        `UPDATE rm.clubs SET plan = $2, active = $3, expires_at = $4, limit_members = $5, limit_teams = $6,
           limit_players = $7, limit_ranges = $8, limit_devices = $9, tag_management = $10 WHERE id = $1`,
        [
          clubId,
          s.plan,
          s.active,
          s.expiresAt,
          s.limits.members,
          s.limits.teams,
          s.limits.players,
          s.limits.ranges,
          s.limits.devices,
          s.options.tagManagement,
        ],
      );
      return notice('clubs', 'clubStaff');
    }
    case 'StaffAdded': {
      const d = event.data;
      await tx.query(
        `INSERT INTO rm.staff (id, club_id, user_id, email, is_manager, coach_team_ids, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, '{}', $6, $6) ON CONFLICT (id) DO NOTHING`,
        [d.staffId, clubId, d.userId, d.email, d.isManager, at],
      );
      return [...notice('clubs', 'clubStaff'), { readModel: CATALOG_READ_MODELS.users, key: d.userId }];
    }
    case 'StaffAccessChanged':
      await tx.query(`UPDATE rm.staff SET is_manager = $2, updated_at = $3 WHERE id = $1`, [
        event.data.staffId,
        event.data.isManager,
        at,
      ]);
      return notice('clubStaff');
    case 'StaffRemoved':
      await tx.query(`DELETE FROM rm.staff WHERE id = $1`, [event.data.staffId]);
      return [
        ...notice('clubs', 'clubStaff'),
        { readModel: CATALOG_READ_MODELS.users, key: event.data.userId },
      ];
    case 'CoachAssigned':
      await tx.query(`UPDATE rm.staff SET coach_team_ids = $2, updated_at = $3 WHERE id = $1`, [
        event.data.staffId,
        event.data.teamIds,
        at,
      ]);
      return notice('clubStaff');
    case 'TeamCreated':
      await tx.query(
        `INSERT INTO rm.teams (id, club_id, name, logo_url, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (id) DO NOTHING`,
        [event.data.teamId, clubId, event.data.name, event.data.logoUrl, at],
      );
      return notice('clubs', 'clubTeams');
    case 'TeamUpdated':
      await tx.query(`UPDATE rm.teams SET name = $2, logo_url = $3, updated_at = $4 WHERE id = $1`, [
        event.data.teamId,
        event.data.name,
        event.data.logoUrl,
        at,
      ]);
      return notice('clubTeams', 'clubStaff');
    case 'TeamRangeCreated':
      // Appended once: a replayed event finds its range there already.
      await tx.query(
        `UPDATE rm.teams SET ranges = ranges || $2::jsonb, updated_at = $3
          WHERE id = $1 AND NOT ranges @> jsonb_build_array(jsonb_build_object('id', $4::text))`,
        [event.data.teamId, JSON.stringify([event.data.range]), at, event.data.range.id],
      );
      return notice('clubTeams');
    case 'TeamRangeUpdated':
      await tx.query(
        `UPDATE rm.teams SET updated_at = $4, ranges = (
           SELECT coalesce(jsonb_agg(CASE WHEN r->>'id' = $2 THEN $3::jsonb ELSE r END ORDER BY n), '[]')
             FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n)) WHERE id = $1`,
        [event.data.teamId, event.data.range.id, JSON.stringify(event.data.range), at],
      );
      return notice('clubTeams');
    case 'TeamRangeDeleted':
      await tx.query(
        `UPDATE rm.teams SET updated_at = $3, ranges = (
           SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')
             FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r->>'id' <> $2) WHERE id = $1`,
        [event.data.teamId, event.data.rangeId, at],
      );
      return notice('clubTeams');
    case 'SeasonCreated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO rm.seasons (id, club_id, team_id, name, league, start_date, end_date, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [d.seasonId, clubId, d.teamId, d.name, d.league, d.startDate, d.endDate, at],
      );
      return notice('clubTeams');
    }
    case 'PlayerCreated':
      await tx.query(
        `INSERT INTO rm.players (id, club_id, team_id, first_name, last_name, birthdate, gender, number, position,
           profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note, archived,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, false, $17, $17)
         ON CONFLICT (id) DO NOTHING`,
        [event.data.playerId, clubId, event.data.teamId, ...detailValues(event.data), at],
      );
      return notice('clubs', 'clubPlayers', 'clubTeams');
    case 'PlayerUpdated':
      await tx.query(
        `UPDATE rm.players SET team_id = $3, first_name = $4, last_name = $5, birthdate = $6, gender = $7,
           number = $8, position = $9, profile = $10, league = $11, picture_url = $12, max_heart_rate = $13,
           resting_heart_rate = $14, max_speed = $15, note = $16, updated_at = $17
         WHERE id = $1 AND club_id = $2`,
        [event.data.playerId, clubId, event.data.teamId, ...detailValues(event.data), at],
      );
      return notice('clubPlayers', 'clubTeams');
    case 'PlayerArchived':
      await tx.query(
        `UPDATE rm.players SET archived = true, device_id = NULL, updated_at = $2 WHERE id = $1`,
        [event.data.playerId, at],
      );
      return notice('clubs', 'clubPlayers', 'clubTeams', 'clubDevices');
    case 'PlayerDeviceAssigned':
      await tx.query(`UPDATE rm.players SET device_id = $2, updated_at = $3 WHERE id = $1`, [
        event.data.playerId,
        event.data.deviceId,
        at,
      ]);
      return notice('clubPlayers', 'clubDevices');
    case 'PlayerDeviceUnassigned':
      await tx.query(
        `UPDATE rm.players SET device_id = NULL, updated_at = $3 WHERE id = $1 AND device_id = $2`,
        [event.data.playerId, event.data.deviceId, at],
      );
      return notice('clubPlayers', 'clubDevices');
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
}

function detailValues(d: PlayerDetails): unknown[] {
  return [
    d.firstName,
    d.lastName,
    d.birthdate,
    d.gender,
    d.number,
    d.position,
    d.profile,
    d.league,
    d.pictureUrl,
    d.maxHeartRate,
    d.restingHeartRate,
    d.maxSpeed,
    d.note,
  ];
}
