/**
 * Command entry points of clubs (`club-<id>`), as the API calls them. Staff commands also write
 * the member's `user-<id>` stream (a user belongs to at most one club): the user side is written
 * first, and undone (`LeaveClub`) when the club refuses.
 */
import { DomainError } from '@stride/contracts/errors';
import { normalizeEmail } from '@stride/contracts/account';
import { accountSchemaVersion, userStreamName } from '@stride/contracts/events/account';
import { clubSchemaVersion, clubStreamName, type ClubEvent } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { WrongExpectedVersionError, type EventStore, type Position } from '@stride/streams/port';
import { derivedId, handleCommand, type CommandContext, type CommandResult } from '../handler.ts';
import { accountCommands } from '../account/handlers.ts';
import { isAbandoned, laterPosition, readState, runStep, stepContext } from '../multi-stream.ts';
import { userDecider, type Membership, type UserCommand, type UserState } from '../account/user.ts';
import { deviceDecider, type DeviceState } from '../device/device.ts';
import {
  clubDecider,
  type AddStaff,
  type ClubCommand,
  type CreateClub,
  type PlayerInput,
  type SubscriptionInput,
} from './club.ts';

export interface Written {
  /** `$all` position of the last event written; null when nothing was. */
  readonly position: Position | null;
}

export interface ClubSettingsInput {
  readonly name: string;
  /** Blank or left out: 'football' for a new club, unchanged for an update. */
  readonly sport?: string | null;
  /** An IANA zone. Blank or left out: 'Europe/Paris' for a new club, unchanged for an update. */
  readonly timeZone?: string | null;
}

export interface TeamInput {
  readonly name: string;
  readonly logoUrl?: string | null;
}

export interface SeasonInput {
  readonly name: string;
  readonly league?: string | null;
  /** `YYYY-MM-DD` */
  readonly startDate: string;
  /** `YYYY-MM-DD`, after startDate. */
  readonly endDate: string;
}

export interface RangeInput {
  /** `SPEED` or `ACCELERATION` (INVALID_RANGE_TYPE otherwise). */
  readonly type: string;
  readonly name: string;
  readonly min: number | null;
  readonly max: number | null;
}

export interface ClubCommands {
  /**
   * The user (USER_NOT_VERIFIED, IS_ALREADY_STAFF) joins the new club as its first manager; the
   * club starts on a trial subscription. `clubId` and `staffId` derive from the command id.
   */
  createClub(
    input: { userId: string; email: string } & ClubSettingsInput,
    context: CommandContext,
  ): Promise<{ clubId: string; staffId: string } & Written>;
  updateClub(clubId: string, input: ClubSettingsInput, context: CommandContext): Promise<Written>;
  updateSubscription(clubId: string, input: SubscriptionInput, context: CommandContext): Promise<Written>;
  /**
   * USER_NOT_FOUND (no account has the address), MEMBER_LIMIT_REACHED, IS_ALREADY_STAFF (here or
   * in another club). An unverified user may be added.
   */
  addStaff(
    clubId: string,
    input: { email: string; isManager: boolean },
    context: CommandContext,
  ): Promise<{ staffId: string; userId: string } & Written>;
  /** The actor is `context.actorId`: nobody removes themself, nor the last manager. */
  removeStaff(clubId: string, staffId: string, context: CommandContext): Promise<Written>;
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
  createSeason(
    clubId: string,
    teamId: string,
    input: SeasonInput,
    context: CommandContext,
  ): Promise<{ seasonId: string } & Written>;
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

/** Events about a club carry its id in their metadata, whoever sends the command. */
function inClub(context: CommandContext, clubId: string): CommandContext {
  return { ...context, clubId };
}

function isMember(state: UserState, membership: Pick<Membership, 'clubId' | 'staffId'>): boolean {
  return (
    state.status === 'registered' &&
    state.membership?.clubId === membership.clubId &&
    state.membership.staffId === membership.staffId
  );
}

export function clubCommands(store: EventStore): ClubCommands {
  const accounts = accountCommands(store);

  const handleClub = (
    clubId: string,
    command: ClubCommand,
    context: CommandContext,
  ): Promise<CommandResult<ClubEvent>> =>
    handleCommand(store, clubStreamName(clubId), clubDecider, command, inClub(context, clubId), clubOptions);

  const written = async (promise: Promise<CommandResult<ClubEvent>>): Promise<Written> => ({
    position: (await promise).position,
  });

  const runUserStep = (
    userId: string,
    command: UserCommand,
    context: CommandContext,
    step: string,
    done: (state: UserState) => boolean,
  ) =>
    runStep(store, userStreamName(userId), userDecider, command, context, step, done, accountSchemaVersion);

  /**
   * A membership whose club has no staff record for the user is what a crash between the user's
   * and the club's append leaves. After a minute it is taken as abandoned and the user leaves;
   * before that it may be a command still under way, and counts.
   */
  async function repairMembership(userId: string, membership: Membership, context: CommandContext) {
    const { state: club } = await readState(store, clubStreamName(membership.clubId), clubDecider);
    const recorded = club.status === 'active' && [...club.staff.values()].some((s) => s.userId === userId);
    if (recorded || !isAbandoned(membership.joinedAt, context.occurredAt))
      // No club id in the answer: a manager of another club must not learn where the user is.
      throw new DomainError('IS_ALREADY_STAFF');
    const { clubId, staffId } = membership;
    return runUserStep(
      userId,
      { type: 'LeaveClub', data: { clubId, staffId } },
      inClub(context, clubId),
      'repair',
      (state) => !isMember(state, membership),
    );
  }

  async function joinClub(
    userId: string,
    target: { clubId: string; staffId: string },
    requireVerified: boolean,
    context: CommandContext,
  ): Promise<Position | null> {
    const { state } = await readState(store, userStreamName(userId), userDecider);
    if (state.status === 'initial') throw new DomainError('USER_NOT_FOUND');
    if (requireVerified && !state.verified) throw new DomainError('USER_NOT_VERIFIED');
    let position: Position | null = null;
    // A membership of this very command (an earlier attempt of it) is no conflict.
    if (state.membership !== null && !isMember(state, target))
      position = await repairMembership(userId, state.membership, context);
    const joined = await runUserStep(
      userId,
      { type: 'JoinClub', data: { ...target, requireVerified } },
      inClub(context, target.clubId),
      'join',
      (s) => isMember(s, target),
    );
    return laterPosition(position, joined);
  }

  async function leaveClub(
    userId: string,
    membership: { clubId: string; staffId: string },
    context: CommandContext,
    step: string,
  ): Promise<Position | null> {
    try {
      return await runUserStep(
        userId,
        { type: 'LeaveClub', data: membership },
        inClub(context, membership.clubId),
        step,
        (s) => !isMember(s, membership),
      );
    } catch (error) {
      // No account: no membership to end.
      if (error instanceof DomainError && error.code === 'USER_NOT_FOUND') return null;
      throw error;
    }
  }

  /** The club step of a staff command; when the club refuses, the user leaves again. */
  async function thenClub(
    userId: string,
    membership: { clubId: string; staffId: string },
    command: ClubCommand,
    context: CommandContext,
    step: string,
  ): Promise<Position | null> {
    try {
      const result = await handleClub(membership.clubId, command, stepContext(context, step));
      return result.position;
    } catch (error) {
      // Refused, or outraced more often than the handler retries: either way nothing was appended.
      if (error instanceof DomainError || error instanceof WrongExpectedVersionError)
        await leaveClub(userId, membership, context, 'compensate');
      throw error;
    }
  }

  return {
    async createClub(input, context) {
      const clubId = derivedId('club', context.commandId);
      const staffId = derivedId('staff', context.commandId);
      const create: CreateClub = {
        type: 'CreateClub',
        data: {
          clubId,
          name: input.name,
          sport: input.sport,
          timeZone: input.timeZone,
          creator: { userId: input.userId, email: input.email, staffId },
        },
        now: context.occurredAt,
      };
      // Bad input is refused before the user stream is touched.
      clubDecider.decide(create, clubDecider.initialState());
      const joined = await joinClub(input.userId, { clubId, staffId }, true, context);
      const created = await thenClub(input.userId, { clubId, staffId }, create, context, 'create');
      return { clubId, staffId, position: laterPosition(joined, created) };
    },

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

    async addStaff(clubId, input, context) {
      const userId = await accounts.findUserIdByEmail(input.email);
      if (userId === null) throw new DomainError('USER_NOT_FOUND');
      const staffId = derivedId('staff', context.commandId);
      const { state: club } = await readState(store, clubStreamName(clubId), clubDecider);
      if (club.status === 'initial') throw new DomainError('CLUB_NOT_FOUND');
      // Removed since this command first ran: it was handled; a retry must not bring the member back.
      if (club.formerStaffIds.has(staffId)) return { staffId, userId, position: null };
      const add: AddStaff = {
        type: 'AddStaff',
        data: { staffId, userId, email: normalizeEmail(input.email), isManager: input.isManager },
      };
      // The club's rules first, so a refused command touches no stream. (An earlier attempt of
      // this command may already have added the member: then its steps are repeats.)
      if (club.staff.get(staffId)?.userId !== userId) clubDecider.decide(add, club);
      const joined = await joinClub(userId, { clubId, staffId }, false, context);
      const added = await thenClub(userId, { clubId, staffId }, add, context, 'add');
      return { staffId, userId, position: laterPosition(joined, added) };
    },

    async removeStaff(clubId, staffId, context) {
      const result = await handleClub(
        clubId,
        { type: 'RemoveStaff', data: { staffId, actorUserId: context.actorId } },
        stepContext(context, 'remove'),
      );
      const removed = result.events.find((event) => event.type === 'StaffRemoved');
      if (removed?.type !== 'StaffRemoved') return { position: result.position };
      const left = await leaveClub(removed.data.userId, { clubId, staffId }, context, 'leave');
      return { position: laterPosition(result.position, left) };
    },

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

    async createSeason(clubId, teamId, input, context) {
      const seasonId = derivedId('season', context.commandId);
      const { name, league, startDate, endDate } = input;
      const result = await handleClub(
        clubId,
        { type: 'CreateSeason', data: { teamId, seasonId, name, league, startDate, endDate } },
        context,
      );
      return { seasonId, position: result.position };
    },

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
