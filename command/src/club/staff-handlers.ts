/**
 * Staff commands that write two streams: the member's `user-<id>` (a user belongs to at most one
 * club) and the club's. The user side is written first, and undone (`LeaveClub`) when the club
 * refuses; a membership a crash left without its club side is repaired after a minute.
 */
import { DomainError } from '@stride/contracts/errors';
import { normalizeEmail } from '@stride/contracts/account';
import { accountSchemaVersion, userStreamName } from '@stride/contracts/events/account';
import { clubStreamName, type ClubEvent } from '@stride/contracts/events/club';
import { WrongExpectedVersionError, type EventStore, type Position } from '@stride/streams/port';
import { derivedId, type CommandContext, type CommandResult } from '../handler.ts';
import { findUserIdByEmail } from '../account/find-user.ts';
import { isAbandoned, laterPosition, readState, runStep, stepContext } from '../multi-stream.ts';
import type { UserCommand } from '../account/commands.ts';
import type { Membership, UserState } from '../account/state.ts';
import { userDecider } from '../account/user.ts';
import { clubDecider } from './club.ts';
import type { AddStaff, ClubCommand, CreateClub, UpdateClub } from './commands.ts';

export interface Written {
  /** `$all` position of the last event written; null when nothing was. */
  readonly position: Position | null;
}

/**
 * A club's settings. A sport or time zone blank or left out: 'football' and 'Europe/Paris' for a
 * new club, unchanged for an update.
 */
export type ClubSettingsInput = UpdateClub['data'];

export interface StaffCommands {
  /**
   * The user (USER_NOT_VERIFIED, IS_ALREADY_STAFF) joins the new club as its first manager; the
   * club starts on a trial subscription. `clubId` and `staffId` derive from the command id.
   */
  createClub(
    input: { userId: string; email: string } & ClubSettingsInput,
    context: CommandContext,
  ): Promise<{ clubId: string; staffId: string } & Written>;
  /**
   * USER_NOT_FOUND (no account has the address, or its user is staff of another club: the same
   * answer), MEMBER_LIMIT_REACHED, IS_ALREADY_STAFF (of this club). An unverified user may be added.
   */
  addStaff(
    clubId: string,
    input: { email: string; isManager: boolean },
    context: CommandContext,
  ): Promise<{ staffId: string; userId: string } & Written>;
  /** The actor is `context.actorId`: nobody removes themself, nor the last manager. */
  removeStaff(clubId: string, staffId: string, context: CommandContext): Promise<Written>;
}

/** Events about a club carry its id in their metadata, whoever sends the command. */
export function inClub(context: CommandContext, clubId: string): CommandContext {
  return { ...context, clubId };
}

function isMember(state: UserState, membership: Pick<Membership, 'clubId' | 'staffId'>): boolean {
  return (
    state.status === 'registered' &&
    state.membership?.clubId === membership.clubId &&
    state.membership.staffId === membership.staffId
  );
}

/** Handles a command on a club's stream (`clubCommands` provides it). */
export type HandleClub = (
  clubId: string,
  command: ClubCommand,
  context: CommandContext,
) => Promise<CommandResult<ClubEvent>>;

export function staffCommands(store: EventStore, handleClub: HandleClub): StaffCommands {
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
    return leaveClub(userId, { clubId, staffId }, context, 'repair');
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

    async addStaff(clubId, input, context) {
      const userId = await findUserIdByEmail(store, input.email);
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
      const joined = await joinClub(userId, { clubId, staffId }, false, context).catch((error: unknown) => {
        // Staff of another club: answered as an address without an account, so a manager cannot
        // learn who works for which club (README "Which answers say what").
        if (error instanceof DomainError && error.code === 'IS_ALREADY_STAFF')
          throw new DomainError('USER_NOT_FOUND');
        throw error;
      });
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
  };
}
