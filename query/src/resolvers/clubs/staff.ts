/** `newStaff`, `removeStaff`, `updateStaffAccess` and `assignCoach`: the managers change the staff. */
import type { CommandContext } from '@stride/command/handler';
import { DomainError } from '@stride/contracts/errors';
import type { GraphQLResolveInfo } from 'graphql';
import { authorize, signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findStaff, type StaffModel } from '../../read-model/catalog.ts';
import { catalogCommand, type Written } from '../command-then-read.ts';
import { idOf } from '../ids.ts';
import { ownClub } from './access.ts';

// Anonymous callers learn nothing, not even whether an id exists.
async function staffTarget(context: ApiContext, rawStaffId: string): Promise<StaffModel> {
  signedIn(context);
  const staff = await findStaff(context.deps.db, idOf(rawStaffId, 'STAFF_NOT_FOUND'));
  if (staff === null) throw new DomainError('STAFF_NOT_FOUND');
  return staff;
}

/**
 * A command on one staff member: find it (its club), check the caller may manage the club's
 * staff, run the command, answer from the read model.
 */
async function onStaff(
  context: ApiContext,
  info: GraphQLResolveInfo,
  rawStaffId: string,
  mutation: string,
  run: (member: StaffModel, command: CommandContext) => Promise<Written>,
  read: (member: StaffModel) => Promise<StaffModel | null> = (member) =>
    findStaff(context.deps.db, member.id),
): Promise<StaffModel> {
  const member = await staffTarget(context, rawStaffId);
  authorize(context, 'staff.manage', { clubId: member.clubId });
  return catalogCommand(
    context,
    info,
    mutation,
    (command) => run(member, command),
    () => read(member),
  );
}

export const staffMutations = {
  newStaff: (_p, args, context, info) => {
    const clubId = ownClub(context, 'staff.manage');
    return catalogCommand(
      context,
      info,
      'newStaff',
      (command) =>
        context.deps.clubs.addStaff(
          clubId,
          { email: args.email, isManager: args.isManager ?? false },
          command,
        ),
      (written) => findStaff(context.deps.db, written.staffId),
    );
  },

  removeStaff: (_p, args, context, info) =>
    onStaff(
      context,
      info,
      args.staffId,
      'removeStaff',
      (member, command) => context.deps.clubs.removeStaff(member.clubId, member.id, command),
      // The member is gone from the read model: answer with the record as it was.
      (member) => Promise.resolve(member),
    ),

  updateStaffAccess: (_p, args, context, info) =>
    onStaff(context, info, args.staffId, 'updateStaffAccess', (member, command) =>
      context.deps.clubs.changeStaffAccess(member.clubId, member.id, args.isManager, command),
    ),

  assignCoach: (_p, args, context, info) =>
    onStaff(context, info, args.staffId, 'assignCoach', (member, command) =>
      context.deps.clubs.assignCoach(
        member.clubId,
        member.id,
        args.teamIds.map((id) => idOf(id, 'TEAM_NOT_FOUND')),
        command,
      ),
    ),
} satisfies MutationResolvers;
