/** The `User` type's fields the model does not hold, and the user as the read model has it. */
import type { ApiContext } from '../../context.ts';
import type { UserResolvers } from '../../generated/resolvers.ts';
import { findPrincipal, staffOfUsers, type UserModel } from '../../read-model/catalog.ts';

export const User = {
  staff: async (user, _a, context) => (await staffOfUsers(context.deps.db, [user.id]))[0] ?? null,
} satisfies UserResolvers;

export async function readUser(context: ApiContext, userId: string): Promise<UserModel | null> {
  return (await findPrincipal(context.deps.db, userId))?.user ?? null;
}
