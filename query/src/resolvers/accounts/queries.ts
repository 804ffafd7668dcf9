/** `user`, `users` and `passwordConfig`. */
import { passwordRules } from '@stride/contracts/account';
import { authorize } from '../../auth/authorize.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { listUsers } from '../../read-model/catalog.ts';

/** Most rows an admin list returns (newest users, clubs by name). */
export const ADMIN_LIST_LIMIT = 5000;

export const accountQueries = {
  user: (_p, _a, context) => context.viewer.principal?.user ?? null,

  users: (_p, _a, context) => {
    authorize(context, 'admin.users');
    return listUsers(context.deps.db, ADMIN_LIST_LIMIT);
  },

  passwordConfig: () => passwordRules,
} satisfies QueryResolvers;
