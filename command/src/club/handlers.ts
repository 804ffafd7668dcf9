/**
 * Command entry points of clubs (`club-<id>`), as the API calls them. The staff commands that
 * also write the member's `user-<id>` stream are in staff-handlers.ts.
 */
import { DomainError } from '@stride/contracts/errors';
import { clubSchemaVersion, clubStreamName, type ClubEvent } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import type { LiveAlerts } from '@stride/contracts/live-alerts';
import type { TrackingOverrides } from '@stride/contracts/tracking';
import type { EventStore } from '@stride/streams/port';
import { derivedId, handleCommand, type CommandContext, type CommandResult } from '../handler.ts';
import { readState, stepContext } from '../multi-stream.ts';
import { deviceDecider } from '../device/device.ts';
import type { DeviceState } from '../device/state.ts';
import { clubDecider } from './club.ts';
import type { CreateTeam, PlayerInput, SubscriptionInput } from './commands.ts';
import { seasonCommands, type SeasonCommands } from './season-handlers.ts';
import {
  inClub,
  staffCommands,
  type ClubSettingsInput,
  type HandleClub,
  type StaffCommands,
  type Written,
} from './staff-handlers.ts';

export type { ClubSettingsInput, Written } from './staff-handlers.ts';

export type TeamInput = Omit<CreateTeam['data'], 'teamId'>;
export type { SeasonInput } from './season-handlers.ts';

export interface RangeInput {
  /** `SPEED` or `ACCELERATION` (INVALID_RANGE_TYPE otherwise). */
  readonly type: string;
  readonly name: string;
  readonly min: number | null;
  readonly max: number | null;
}

export interface ClubCommands extends StaffCommands, SeasonCommands {
  updateClub(clubId: string, input: ClubSettingsInput, context: CommandContext): Promise<Written>;
  updateSubscription(clubId: string, input: SubscriptionInput, context: CommandContext): Promise<Written>;
  changeStaffAccess(
    clubId: string,
    staffId: string,
    isManager: boolean,
    context: CommandContext,
  ): Promise<Written>;
  assignCoach(
    clubId: string,
    staffId: string,
    teamIds: readonly string[],
    context: CommandContext,
  ): Promise<Written>;
  createTeam(
    clubId: string,
    input: TeamInput,
    context: CommandContext,
  ): Promise<{ teamId: string } & Written>;
  updateTeam(clubId: string, teamId: string, input: TeamInput, context: CommandContext): Promise<Written>;
  /** RANGE_LIMIT_REACHED (the plan's ranges per team), INVALID_RANGE_TYPE, TEAM_NOT_FOUND. */
  createTeamRange(
    clubId: string,
    teamId: string,
    input: RangeInput,
    context: CommandContext,
  ): Promise<{ rangeId: string } & Written>;
  updateTeamRange(
    clubId: string,
    teamId: string,
    rangeId: string,
    input: RangeInput,
    context: CommandContext,
  ): Promise<Written>;
  deleteTeamRange(clubId: string, teamId: string, rangeId: string, context: CommandContext): Promise<Written>;
  /**
   * A team's own values for one tracking profile, whole. INVALID_TRACKING_PROFILE,
   * TRACKING_VALUE_OUT_OF_RANGE, TRACKING_SETTINGS_CONFLICT, TEAM_NOT_FOUND.
   */
  setTeamTrackingProfile(
    clubId: string,
    teamId: string,
    profile: string,
    overrides: TrackingOverrides,
    context: CommandContext,
  ): Promise<Written>;
  /** The profile's defaults again for the team. INVALID_TRACKING_PROFILE, TEAM_NOT_FOUND. */
  resetTeamTrackingProfile(
    clubId: string,
    teamId: string,
    profile: string,
    context: CommandContext,
  ): Promise<Written>;
  /** A team's live alert thresholds, whole (issue 18). LIVE_ALERT_INVALID, TEAM_NOT_FOUND. */
  setTeamLiveAlerts(
    clubId: string,
    teamId: string,
    alerts: LiveAlerts,
    context: CommandContext,
  ): Promise<Written>;
  /**
   * A receiver token for the team (issue 18): only `tokenHash` (SHA-256 of the secret, hex) is
   * stored. RECEIVER_NAME_INVALID, RECEIVER_LIMIT_REACHED, TEAM_NOT_FOUND.
   */
  issueReceiverToken(
    clubId: string,
    teamId: string,
    name: string,
    tokenHash: string,
    context: CommandContext,
  ): Promise<Written & { receiverId: string }>;
  /** RECEIVER_NOT_FOUND (also a receiver of another team); revoking twice appends nothing. */
  revokeReceiverToken(
    clubId: string,
    teamId: string,
    receiverId: string,
    context: CommandContext,
  ): Promise<Written>;
  createPlayer(
    clubId: string,
    teamId: string,
    details: PlayerInput,
    context: CommandContext,
  ): Promise<{ playerId: string } & Written>;
  /** A detail left out keeps its value, null clears it; a new `teamId` moves the player (and frees their device). */
  updatePlayer(
    clubId: string,
    playerId: string,
    input: PlayerInput & { teamId?: string | null },
    context: CommandContext,
  ): Promise<Written>;
  archivePlayer(clubId: string, playerId: string, context: CommandContext): Promise<Written>;
  /** DEVICE_NOT_FOUND; DEVICE_NOT_ALLOWED unless the device is in the player's team. */
  assignDeviceToPlayer(
    clubId: string,
    playerId: string,
    deviceId: string,
    context: CommandContext,
  ): Promise<Written>;
  unassignDeviceFromPlayer(clubId: string, playerId: string, context: CommandContext): Promise<Written>;
  /** After devices left their team: whoever wore one gives it back. */
  releaseDevices(clubId: string, deviceIds: readonly string[], context: CommandContext): Promise<Written>;
}

const clubOptions = { schemaVersion: clubSchemaVersion };

export function clubCommands(store: EventStore): ClubCommands {
  const handleClub: HandleClub = (clubId, command, context) =>
    handleCommand(store, clubStreamName(clubId), clubDecider, command, inClub(context, clubId), clubOptions);

  const written = async (promise: Promise<CommandResult<ClubEvent>>): Promise<Written> => ({
    position: (await promise).position,
  });

  return {
    ...staffCommands(store, handleClub),
    ...seasonCommands(handleClub),

    updateClub: (clubId, input, context) =>
      written(
        handleClub(
          clubId,
          { type: 'UpdateClub', data: { name: input.name, sport: input.sport, timeZone: input.timeZone } },
          context,
        ),
      ),

    updateSubscription: (clubId, input, context) =>
      written(handleClub(clubId, { type: 'UpdateSubscription', data: { subscription: input } }, context)),

    changeStaffAccess: (clubId, staffId, isManager, context) =>
      written(
        handleClub(
          clubId,
          { type: 'ChangeStaffAccess', data: { staffId, isManager, actorUserId: context.actorId } },
          context,
        ),
      ),

    assignCoach: (clubId, staffId, teamIds, context) =>
      written(handleClub(clubId, { type: 'AssignCoach', data: { staffId, teamIds } }, context)),

    async createTeam(clubId, input, context) {
      const teamId = derivedId('team', context.commandId);
      const result = await handleClub(
        clubId,
        { type: 'CreateTeam', data: { teamId, name: input.name, logoUrl: input.logoUrl } },
        context,
      );
      return { teamId, position: result.position };
    },

    updateTeam: (clubId, teamId, input, context) =>
      written(
        handleClub(
          clubId,
          { type: 'UpdateTeam', data: { teamId, name: input.name, logoUrl: input.logoUrl } },
          context,
        ),
      ),

    async createPlayer(clubId, teamId, details, context) {
      const playerId = derivedId('player', context.commandId);
      const result = await handleClub(
        clubId,
        { type: 'CreatePlayer', data: { playerId, teamId, details }, now: context.occurredAt },
        context,
      );
      return { playerId, position: result.position };
    },

    updatePlayer(clubId, playerId, input, context) {
      const { teamId, ...details } = input;
      return written(
        handleClub(
          clubId,
          { type: 'UpdatePlayer', data: { playerId, teamId, details }, now: context.occurredAt },
          context,
        ),
      );
    },

    async createTeamRange(clubId, teamId, input, context) {
      const rangeId = derivedId('range', context.commandId);
      const result = await handleClub(
        clubId,
        { type: 'CreateTeamRange', data: { teamId, rangeId, rangeType: input.type, ...rangeFields(input) } },
        context,
      );
      return { rangeId, position: result.position };
    },

    updateTeamRange: (clubId, teamId, rangeId, input, context) =>
      written(
        handleClub(
          clubId,
          {
            type: 'UpdateTeamRange',
            data: { teamId, rangeId, rangeType: input.type, ...rangeFields(input) },
          },
          context,
        ),
      ),

    deleteTeamRange: (clubId, teamId, rangeId, context) =>
      written(handleClub(clubId, { type: 'DeleteTeamRange', data: { teamId, rangeId } }, context)),

    setTeamTrackingProfile: (clubId, teamId, profile, overrides, context) =>
      written(
        handleClub(clubId, { type: 'SetTeamTrackingProfile', data: { teamId, profile, overrides } }, context),
      ),

    resetTeamTrackingProfile: (clubId, teamId, profile, context) =>
      written(handleClub(clubId, { type: 'ResetTeamTrackingProfile', data: { teamId, profile } }, context)),

    setTeamLiveAlerts: (clubId, teamId, alerts, context) =>
      written(handleClub(clubId, { type: 'SetTeamLiveAlerts', data: { teamId, alerts } }, context)),

    async issueReceiverToken(clubId, teamId, name, tokenHash, context) {
      const receiverId = derivedId('receiver', context.commandId);
      const result = await handleClub(
        clubId,
        { type: 'IssueReceiverToken', data: { teamId, receiverId, name, tokenHash } },
        context,
      );
      return { receiverId, position: result.position };
    },

    revokeReceiverToken: (clubId, teamId, receiverId, context) =>
      written(handleClub(clubId, { type: 'RevokeReceiverToken', data: { teamId, receiverId } }, context)),

    archivePlayer: (clubId, playerId, context) =>
      written(handleClub(clubId, { type: 'ArchivePlayer', data: { playerId } }, context)),

    async assignDeviceToPlayer(clubId, playerId, deviceId, context) {
      const readDevice = async (): Promise<DeviceState> =>
        (await readState(store, deviceStreamName(deviceId), deviceDecider)).state;
      const teamOf = (device: DeviceState) => (device.status === 'assigned' ? device.teamId : null);
      const device = await readDevice();
      if (device.status === 'initial') throw new DomainError('DEVICE_NOT_FOUND');
      const deviceTeamId = teamOf(device);
      const result = await handleClub(
        clubId,
        {
          type: 'AssignDeviceToPlayer',
          data: { playerId, deviceId, deviceClubId: device.clubId, deviceTeamId },
        },
        stepContext(context, 'assign'),
      );
      if (result.repeated || result.events.length === 0) return { position: result.position };
      // The device may have left the team between the read and the append; whoever moved it
      // released its wearers before this assignment was written, so give it back here.
      if (teamOf(await readDevice()) === deviceTeamId) return { position: result.position };
      await handleClub(
        clubId,
        { type: 'ReleaseDevices', data: { deviceIds: [deviceId] } },
        stepContext(context, 'release'),
      );
      throw new DomainError('DEVICE_NOT_ALLOWED', { deviceId });
    },

    unassignDeviceFromPlayer: (clubId, playerId, context) =>
      written(handleClub(clubId, { type: 'UnassignDeviceFromPlayer', data: { playerId } }, context)),

    releaseDevices: (clubId, deviceIds, context) =>
      written(handleClub(clubId, { type: 'ReleaseDevices', data: { deviceIds } }, context)),
  };
}

function rangeFields(input: RangeInput): { name: string; min: number | null; max: number | null } {
  return { name: input.name, min: input.min, max: input.max };
}
