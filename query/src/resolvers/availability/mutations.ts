/**
 * `setPlayerAvailability`, `updateAvailability`, `endAvailability`, `recordInjury` and
 * `updateInjury`: the team's manager and coaches (`availability.manage`). An entry or injury is
 * found in the read model first, for its player (club and team) to authorize against.
 */
import type { CommandContext } from '@stride/command/handler';
import { DomainError } from '@stride/contracts/errors';
import { PROJECTIONS } from '@stride/contracts/read-models';
import type { GraphQLResolveInfo } from 'graphql';
import type { ApiContext } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findAvailability, findInjury } from '../../read-model/availability.ts';
import type { PlayerModel } from '../../read-model/catalog.ts';
import { commandThenReadModel, type Written } from '../command-then-read.ts';
import { idOf } from '../ids.ts';
import { playerTarget } from '../players/target.ts';

/** Run an availability command, wait for the availability projection, answer with `read`. */
const availabilityCommand = <Result extends Written, Model>(
  context: ApiContext,
  info: GraphQLResolveInfo,
  mutation: string,
  run: (command: CommandContext) => Promise<Result>,
  read: (result: Result) => Promise<Model | null>,
): Promise<Model> => commandThenReadModel(context, info, mutation, PROJECTIONS.availability, run, read);

/** The player of an entry (AVAILABILITY_NOT_FOUND), once the caller may manage their team's. */
async function entryPlayer(context: ApiContext, rawId: string): Promise<{ id: string; player: PlayerModel }> {
  const id = idOf(rawId, 'AVAILABILITY_NOT_FOUND');
  const entry = await findAvailability(context.deps.db, id);
  if (entry === null) throw new DomainError('AVAILABILITY_NOT_FOUND');
  return { id, player: await playerTarget(context, entry.playerId, 'availability.manage') };
}

/** The player of an injury (INJURY_NOT_FOUND), once the caller may manage their team's. */
async function injuryPlayer(
  context: ApiContext,
  rawId: string,
): Promise<{ id: string; player: PlayerModel }> {
  const id = idOf(rawId, 'INJURY_NOT_FOUND');
  const injury = await findInjury(context.deps.db, id);
  if (injury === null) throw new DomainError('INJURY_NOT_FOUND');
  return { id, player: await playerTarget(context, injury.playerId, 'availability.manage') };
}

/** An injury id argument: a UUID, or INJURY_NOT_FOUND. */
const injuryIdOf = (value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : idOf(value, 'INJURY_NOT_FOUND');

export const availabilityMutations = {
  setPlayerAvailability: async (_p, args, context, info) => {
    const player = await playerTarget(context, args.playerId, 'availability.manage');
    const availability = { ...args.availability, injuryId: injuryIdOf(args.availability.injuryId) };
    return availabilityCommand(
      context,
      info,
      'setPlayerAvailability',
      (command) =>
        context.deps.availability.setAvailability(
          player.clubId,
          player.id,
          availability,
          args.injury ?? null,
          command,
        ),
      (written) => findAvailability(context.deps.db, written.availabilityId),
    );
  },

  updateAvailability: async (_p, args, context, info) => {
    const { id, player } = await entryPlayer(context, args.availabilityId);
    const availability = { ...args.availability, injuryId: injuryIdOf(args.availability.injuryId) };
    return availabilityCommand(
      context,
      info,
      'updateAvailability',
      (command) =>
        context.deps.availability.correctAvailability(player.clubId, player.id, id, availability, command),
      () => findAvailability(context.deps.db, id),
    );
  },

  endAvailability: async (_p, args, context, info) => {
    const { id, player } = await entryPlayer(context, args.availabilityId);
    return availabilityCommand(
      context,
      info,
      'endAvailability',
      (command) =>
        context.deps.availability.endAvailability(player.clubId, player.id, id, args.endDate, command),
      () => findAvailability(context.deps.db, id),
    );
  },

  recordInjury: async (_p, args, context, info) => {
    const player = await playerTarget(context, args.playerId, 'availability.manage');
    return availabilityCommand(
      context,
      info,
      'recordInjury',
      (command) => context.deps.availability.recordInjury(player.clubId, player.id, args.injury, command),
      (written) => findInjury(context.deps.db, written.injuryId),
    );
  },

  updateInjury: async (_p, args, context, info) => {
    const { id, player } = await injuryPlayer(context, args.injuryId);
    return availabilityCommand(
      context,
      info,
      'updateInjury',
      (command) => context.deps.availability.updateInjury(player.clubId, player.id, id, args.injury, command),
      () => findInjury(context.deps.db, id),
    );
  },
} satisfies MutationResolvers;
