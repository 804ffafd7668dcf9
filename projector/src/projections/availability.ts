/**
 * The availability read model (issue 19): each player's availability entries and injuries as they
 * are now (`rm.player_availability`, `rm.injuries`), and every change as it happened
 * (`rm.availability_history`, the player page's timeline). The status on a day is read, not
 * stored: the entry covering the day that started last (query/src/read-model/availability.sql).
 *
 * Idempotency: `rm.availability_players` holds the stream revision each player's rows reflect;
 * an event not above it changes nothing.
 */
import { availabilityEventTypes, type AvailabilityEvent } from '@stride/contracts/events/availability';
import { AVAILABILITY_READ_MODEL, PROJECTIONS } from '@stride/contracts/read-models';
import { applying, type Change, type Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import * as sql from './availability.queries.ts';

export const availabilityProjection: Projection = {
  name: PROJECTIONS.availability,
  version: 1,
  handles: new Set<string>(availabilityEventTypes),
  migrations: [
    `CREATE SCHEMA IF NOT EXISTS rm;
     CREATE TABLE rm.availability_players (
       player_id text PRIMARY KEY,
       club_id text NOT NULL,
       team_id text NOT NULL,
       revision bigint NOT NULL
     );
     CREATE TABLE rm.player_availability (
       id text PRIMARY KEY,
       player_id text NOT NULL,
       club_id text NOT NULL,
       team_id text NOT NULL,
       status text NOT NULL,
       start_date date NOT NULL,
       end_date date,
       note text,
       injury_id text,
       seq bigint NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL
     );
     CREATE INDEX player_availability_player_idx ON rm.player_availability (player_id, start_date DESC, seq DESC);
     CREATE INDEX player_availability_team_idx ON rm.player_availability (team_id, start_date DESC);
     CREATE TABLE rm.injuries (
       id text PRIMARY KEY,
       player_id text NOT NULL,
       club_id text NOT NULL,
       team_id text NOT NULL,
       description text NOT NULL,
       body_part text,
       occurred_on date NOT NULL,
       expected_return date,
       returned_on date,
       status text NOT NULL,
       note text,
       seq bigint NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL
     );
     CREATE INDEX injuries_player_idx ON rm.injuries (player_id, occurred_on DESC, seq DESC);
     CREATE TABLE rm.availability_history (
       player_id text NOT NULL,
       revision bigint NOT NULL,
       club_id text NOT NULL,
       team_id text NOT NULL,
       at timestamptz NOT NULL,
       actor_id text,
       kind text NOT NULL,
       availability_id text,
       injury_id text,
       status text,
       injury_status text,
       start_date date,
       end_date date,
       note text,
       description text,
       body_part text,
       PRIMARY KEY (player_id, revision)
     );`,
  ],
  tables: [
    { name: 'rm.availability_players', orderBy: 'player_id' },
    { name: 'rm.player_availability', orderBy: 'id' },
    { name: 'rm.injuries', orderBy: 'id' },
    { name: 'rm.availability_history', orderBy: 'player_id, revision' },
  ],
  async apply(tx, recorded) {
    const { event, at, revision } = applying<AvailabilityEvent>(recorded);
    const db = typedSql(tx);
    const { playerId, teamId, clubId } = event.data;
    const moved = await sql.moveAvailability.run({ playerId, clubId, teamId, revision }, db);
    if (moved.length === 0) return [];
    const actor = recorded.metadata.actorId;
    const history = {
      playerId,
      revision,
      clubId,
      teamId,
      at,
      actorId: typeof actor === 'string' ? actor : null,
      kind: event.type,
      availabilityId: null,
      injuryId: null,
      status: null,
      injuryStatus: null,
      startDate: null,
      endDate: null,
      note: null,
      description: null,
      bodyPart: null,
    };
    switch (event.type) {
      case 'AvailabilitySet':
      case 'AvailabilityCorrected': {
        const d = event.data;
        const row = { status: d.status, startDate: d.startDate, endDate: d.endDate, note: d.note };
        await sql.upsertAvailability.run(
          { id: d.availabilityId, playerId, clubId, teamId, ...row, injuryId: d.injuryId, seq: revision, at },
          db,
        );
        await sql.insertHistory.run(
          { ...history, ...row, availabilityId: d.availabilityId, injuryId: d.injuryId },
          db,
        );
        break;
      }
      case 'AvailabilityEnded': {
        const { availabilityId, endDate } = event.data;
        await sql.endAvailability.run({ id: availabilityId, endDate, at }, db);
        await sql.insertHistory.run({ ...history, availabilityId, endDate }, db);
        break;
      }
      case 'InjuryRecorded':
      case 'InjuryUpdated': {
        const d = event.data;
        await sql.upsertInjury.run(
          {
            id: d.injuryId,
            playerId,
            clubId,
            teamId,
            description: d.description,
            bodyPart: d.bodyPart,
            occurredOn: d.occurredOn,
            expectedReturn: d.expectedReturn,
            returnedOn: d.returnedOn,
            status: d.status,
            note: d.note,
            seq: revision,
            at,
          },
          db,
        );
        await sql.insertHistory.run(
          {
            ...history,
            injuryId: d.injuryId,
            injuryStatus: d.status,
            startDate: d.occurredOn,
            endDate: d.returnedOn ?? d.expectedReturn,
            note: d.note,
            description: d.description,
            bodyPart: d.bodyPart,
          },
          db,
        );
        break;
      }
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
    const changes: Change[] = [{ readModel: AVAILABILITY_READ_MODEL, key: playerId }];
    return changes;
  },
};
