/** `auditLog` (docs/audit.md): the audit screen's pages. No mutation exists: entries are read only. */
import type { QueryResolvers } from '../generated/resolvers.ts';
import { auditPage, auditQueryOf, pageSize, scopedFilter } from './read.ts';

export const auditQueries = {
  auditLog: async (_p, args, context) => {
    const query = scopedFilter(context, auditQueryOf(args.filter));
    return auditPage(context.deps.db, query, pageSize(args.first ?? 50), args.after);
  },
} satisfies QueryResolvers;
