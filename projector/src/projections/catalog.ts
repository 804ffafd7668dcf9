/**
 * The catalog read model: accounts, clubs, staff, teams, seasons, players and devices, as the
 * account and club queries show them and as the API's permission checks read them.
 *
 * Idempotence: each stream has a root row carrying the stream revision it reflects (`rm.users`,
 * `rm.clubs`, `rm.devices`); an event whose revision is not above it was applied already and
 * changes nothing. Reservation streams (`email-`, `serial-`) are not projected: they only guard
 * uniqueness on the write side. A team's tag mappings (`tags-<teamId>`) are tags.ts's.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import { userEventTypes, type UserEvent } from '@stride/contracts/events/account';
import { clubEventTypes, type ClubEvent } from '@stride/contracts/events/club';
import { deviceEventTypes, type DeviceEvent } from '@stride/contracts/events/device';
import { tagsEventTypes, type TagsEvent } from '@stride/contracts/events/tags';
import type { ClubSubscription } from '@stride/contracts/plans';
import type { PlayerDetails } from '@stride/contracts/player';
import { CATALOG_READ_MODELS, PROJECTIONS } from '@stride/contracts/read-models';
import { applying, type Change, type Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import * as sql from './catalog.queries.ts';
import { applyTags, tagMigration, tagTables } from './tags.ts';
import { applySeasons, seasonMigration, seasonTables } from './seasons.ts';

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
  // Issue 16: a device not read over USB has no UDID; a team's tag mappings.
  `ALTER TABLE rm.devices ALTER COLUMN udid DROP NOT NULL;`,
  tagMigration,
  // Issue 17: a team's own values of the tracking profiles, one row per profile it changed.
  `CREATE TABLE rm.team_tracking_profiles (
     team_id text NOT NULL,
     profile text NOT NULL,
     club_id text NOT NULL,
     overrides jsonb NOT NULL,
     updated_at timestamptz NOT NULL,
     PRIMARY KEY (team_id, profile)
   );`,
  // Issue 18: a team's receiver tokens; the gateway finds a token by its hash.
  `CREATE TABLE rm.team_receivers (
     receiver_id text PRIMARY KEY,
     team_id text NOT NULL,
     club_id text NOT NULL,
     name text NOT NULL,
     token_hash text NOT NULL UNIQUE,
     created_at timestamptz NOT NULL,
     revoked_at timestamptz
   );
   CREATE INDEX team_receivers_team_idx ON rm.team_receivers (team_id, created_at);`,
  // Issue 18: a team's live alert thresholds, once it set them (null: that alert is off).
  `CREATE TABLE rm.team_live_alerts (
     team_id text PRIMARY KEY,
     club_id text NOT NULL,
     hsr_target double precision,
     sprint_target integer,
     distance_target double precision,
     heart_rate_percent double precision,
     heart_rate_seconds integer,
     updated_at timestamptz NOT NULL
   );`,
  // Issue 19: the team's chosen current season; the club's drill list.
  seasonMigration,
];

const tables = [
  { name: 'rm.users', orderBy: 'id' },
  { name: 'rm.clubs', orderBy: 'id' },
  { name: 'rm.staff', orderBy: 'id' },
  { name: 'rm.teams', orderBy: 'id' },
  { name: 'rm.seasons', orderBy: 'id' },
  { name: 'rm.players', orderBy: 'id' },
  { name: 'rm.devices', orderBy: 'id' },
  { name: 'rm.team_tracking_profiles', orderBy: 'team_id, profile' },
  { name: 'rm.team_receivers', orderBy: 'receiver_id' },
  { name: 'rm.team_live_alerts', orderBy: 'team_id' },
  ...tagTables,
  ...seasonTables,
];

type CatalogEvent = UserEvent | ClubEvent | DeviceEvent | TagsEvent;

export const catalogProjection: Projection = {
  name: PROJECTIONS.catalog,
  // 2: issue 19, seasons changed, deleted and chosen as current; the club's drills.
  version: 2,
  handles: new Set<string>([...userEventTypes, ...clubEventTypes, ...deviceEventTypes, ...tagsEventTypes]),
  migrations,
  tables,
  async apply(tx, recorded) {
    const { event, at, revision } = applying<CatalogEvent>(recorded);
    const db = typedSql(tx);
    switch (event.type) {
      case 'UserRegistered':
      case 'UserTokenIssued':
      case 'UserEmailVerified':
      case 'UserPasswordChanged':
      case 'UserSessionsRevoked':
      case 'UserAdminGranted':
      case 'UserAdminRevoked':
      case 'UserJoinedClub':
      case 'UserLeftClub':
      case 'UserErased':
        return applyUser(db, event, at, revision);
      case 'DeviceAdded':
      case 'DeviceAssignedToTeam':
      case 'DeviceUnassignedFromTeam':
        return applyDevice(db, event, at, revision);
      case 'TagMapped':
      case 'TagUnmapped':
        return applyTags(db, event, at, revision);
      default:
        return applyClub(db, event, at, revision);
    }
  },
};

/* ---------- users ---------- */

async function applyUser(
  db: IDatabaseConnection,
  event: UserEvent,
  at: string,
  revision: string,
): Promise<Change[]> {
  const userId = event.data.userId;
  if (event.type === 'UserRegistered') {
    await sql.insertUser.run(
      { userId, email: event.data.email, locale: event.data.locale, at, revision },
      db,
    );
    return [{ readModel: CATALOG_READ_MODELS.users, key: userId }];
  }
  // Move the row's revision first: an event already applied (or a user never registered) stops here.
  const moved = await sql.moveUser.run({ userId, revision, at }, db);
  if (moved.length === 0) return [];
  switch (event.type) {
    case 'UserTokenIssued':
      return [];
    case 'UserSessionsRevoked':
    case 'UserPasswordChanged':
      // Session tokens issued before this instant stop working (query/src/context.ts).
      await sql.setUserCredentialsChanged.run({ userId, at }, db);
      break;
    case 'UserEmailVerified':
      await sql.setUserVerified.run({ userId }, db);
      break;
    case 'UserAdminGranted':
    case 'UserAdminRevoked':
      await sql.setUserAdmin.run({ userId, admin: event.type === 'UserAdminGranted' }, db);
      break;
    case 'UserJoinedClub':
      await sql.setUserClub.run({ userId, clubId: event.data.clubId, staffId: event.data.staffId }, db);
      break;
    case 'UserLeftClub':
      await sql.clearUserClub.run({ userId, staffId: event.data.staffId }, db);
      break;
    case 'UserErased':
      // The address is forgotten and every session ends (query/src/context.ts).
      await sql.eraseUser.run({ userId, at }, db);
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
  db: IDatabaseConnection,
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
      await sql.insertDevice.run(
        { deviceId, clubId, serial: d.serial, udid: d.udid, type: d.type, name: d.name, at, revision },
        db,
      );
      return [...changes, { readModel: CATALOG_READ_MODELS.clubs, key: clubId }];
    }
    case 'DeviceAssignedToTeam':
    case 'DeviceUnassignedFromTeam': {
      const teamId = event.type === 'DeviceAssignedToTeam' ? event.data.teamId : null;
      await sql.setDeviceTeam.run({ deviceId, teamId, at, revision }, db);
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
  db: IDatabaseConnection,
  event: ClubEvent,
  at: string,
  revision: string,
): Promise<Change[]> {
  const clubId = event.data.clubId;
  if (event.type === 'ClubCreated') {
    const d = event.data;
    await sql.insertClub.run(
      {
        clubId,
        name: d.name,
        sport: d.sport,
        timeZone: d.timeZone,
        ...subscriptionValues(d.subscription),
        at,
        revision,
      },
      db,
    );
    return [{ readModel: CATALOG_READ_MODELS.clubs, key: clubId }];
  }
  const moved = await sql.moveClub.run({ clubId, revision, at }, db);
  if (moved.length === 0) return [];
  const notice = (...models: (keyof typeof CATALOG_READ_MODELS)[]): Change[] =>
    models.map((m) => ({ readModel: CATALOG_READ_MODELS[m], key: clubId }));
  switch (event.type) {
    case 'ClubUpdated': {
      const d = event.data;
      await sql.updateClub.run({ clubId, name: d.name, sport: d.sport, timeZone: d.timeZone }, db);
      return notice('clubs', 'clubStaff');
    }
    case 'ClubSubscriptionUpdated':
      await sql.updateClubSubscription.run({ clubId, ...subscriptionValues(event.data.subscription) }, db);
      return notice('clubs', 'clubStaff');
    case 'StaffAdded': {
      const d = event.data;
      await sql.insertStaff.run(
        { staffId: d.staffId, clubId, userId: d.userId, email: d.email, isManager: d.isManager, at },
        db,
      );
      return [...notice('clubs', 'clubStaff'), { readModel: CATALOG_READ_MODELS.users, key: d.userId }];
    }
    case 'StaffAccessChanged':
      await sql.setStaffAccess.run({ staffId: event.data.staffId, isManager: event.data.isManager, at }, db);
      return notice('clubStaff');
    case 'StaffRemoved':
      await sql.deleteStaff.run({ staffId: event.data.staffId }, db);
      return [
        ...notice('clubs', 'clubStaff'),
        { readModel: CATALOG_READ_MODELS.users, key: event.data.userId },
      ];
    case 'CoachAssigned':
      await sql.setCoachTeams.run({ staffId: event.data.staffId, teamIds: [...event.data.teamIds], at }, db);
      return notice('clubStaff');
    case 'TeamCreated':
      await sql.insertTeam.run(
        { teamId: event.data.teamId, clubId, name: event.data.name, logoUrl: event.data.logoUrl, at },
        db,
      );
      return notice('clubs', 'clubTeams');
    case 'TeamUpdated':
      await sql.updateTeam.run(
        { teamId: event.data.teamId, name: event.data.name, logoUrl: event.data.logoUrl, at },
        db,
      );
      return notice('clubTeams', 'clubStaff');
    case 'TeamRangeCreated':
      // Appended once: a replayed event finds its range there already.
      await sql.appendTeamRange.run(
        {
          teamId: event.data.teamId,
          ranges: JSON.stringify([event.data.range]),
          rangeId: event.data.range.id,
          at,
        },
        db,
      );
      return notice('clubTeams');
    case 'TeamRangeUpdated':
      await sql.replaceTeamRange.run(
        {
          teamId: event.data.teamId,
          rangeId: event.data.range.id,
          range: JSON.stringify(event.data.range),
          at,
        },
        db,
      );
      return notice('clubTeams');
    case 'TeamRangeDeleted':
      await sql.deleteTeamRange.run({ teamId: event.data.teamId, rangeId: event.data.rangeId, at }, db);
      return notice('clubTeams');
    case 'TeamTrackingProfileSet':
      await sql.upsertTeamTrackingProfile.run(
        {
          teamId: event.data.teamId,
          profile: event.data.profile,
          clubId,
          overrides: JSON.stringify(event.data.overrides),
          at,
        },
        db,
      );
      return [{ readModel: CATALOG_READ_MODELS.teamTracking, key: event.data.teamId }];
    case 'TeamTrackingProfileReset':
      await sql.deleteTeamTrackingProfile.run({ teamId: event.data.teamId, profile: event.data.profile }, db);
      return [{ readModel: CATALOG_READ_MODELS.teamTracking, key: event.data.teamId }];
    case 'TeamLiveAlertsSet':
      await sql.upsertTeamLiveAlerts.run({ teamId: event.data.teamId, clubId, ...event.data.alerts, at }, db);
      return [{ readModel: CATALOG_READ_MODELS.teamLiveAlerts, key: event.data.teamId }];
    case 'ReceiverTokenIssued': {
      const d = event.data;
      await sql.insertTeamReceiver.run(
        { receiverId: d.receiverId, teamId: d.teamId, clubId, name: d.name, tokenHash: d.tokenHash, at },
        db,
      );
      return [{ readModel: CATALOG_READ_MODELS.teamReceivers, key: event.data.teamId }];
    }
    case 'ReceiverTokenRevoked':
      await sql.revokeTeamReceiver.run({ receiverId: event.data.receiverId, at }, db);
      return [{ readModel: CATALOG_READ_MODELS.teamReceivers, key: event.data.teamId }];
    case 'SeasonCreated': {
      const d = event.data;
      await sql.insertSeason.run(
        {
          seasonId: d.seasonId,
          clubId,
          teamId: d.teamId,
          name: d.name,
          league: d.league,
          startDate: d.startDate,
          endDate: d.endDate,
          at,
        },
        db,
      );
      return notice('clubTeams');
    }
    case 'SeasonUpdated':
    case 'SeasonDeleted':
    case 'CurrentSeasonChosen':
    case 'DrillCreated':
    case 'DrillRenamed':
    case 'DrillDeleted':
      return applySeasons(db, event, at);
    case 'PlayerCreated':
      await sql.insertPlayer.run(
        { playerId: event.data.playerId, clubId, teamId: event.data.teamId, ...detailValues(event.data), at },
        db,
      );
      return notice('clubs', 'clubPlayers', 'clubTeams');
    case 'PlayerUpdated':
      await sql.updatePlayer.run(
        { playerId: event.data.playerId, clubId, teamId: event.data.teamId, ...detailValues(event.data), at },
        db,
      );
      return notice('clubPlayers', 'clubTeams');
    case 'PlayerArchived':
      await sql.archivePlayer.run({ playerId: event.data.playerId, at }, db);
      return notice('clubs', 'clubPlayers', 'clubTeams', 'clubDevices');
    case 'PlayerDeviceAssigned':
      await sql.setPlayerDevice.run({ playerId: event.data.playerId, deviceId: event.data.deviceId, at }, db);
      return notice('clubPlayers', 'clubDevices');
    case 'PlayerDeviceUnassigned':
      await sql.clearPlayerDevice.run(
        { playerId: event.data.playerId, deviceId: event.data.deviceId, at },
        db,
      );
      return notice('clubPlayers', 'clubDevices');
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
}

function subscriptionValues(s: ClubSubscription) {
  return {
    plan: s.plan,
    active: s.active,
    expiresAt: s.expiresAt,
    limitMembers: s.limits.members,
    limitTeams: s.limits.teams,
    limitPlayers: s.limits.players,
    limitRanges: s.limits.ranges,
    limitDevices: s.limits.devices,
    tagManagement: s.options.tagManagement,
  };
}

function detailValues(d: PlayerDetails) {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    birthdate: d.birthdate,
    gender: d.gender,
    number: d.number,
    position: d.position,
    profile: d.profile,
    league: d.league,
    pictureUrl: d.pictureUrl,
    maxHeartRate: d.maxHeartRate,
    restingHeartRate: d.restingHeartRate,
    maxSpeed: d.maxSpeed,
    note: d.note,
  };
}
