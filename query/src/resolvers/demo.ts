/** Demo mode's refusal of writes (auth/demo.ts): every Mutation resolver is wrapped here. */
import { DomainError } from '@stride/contracts/errors';
import type { ApiContext } from '../context.ts';

/** Mutations a demo viewer may still send: their own session's, touching no club's data. */
export const DEMO_SESSION_MUTATIONS: ReadonlySet<string> = new Set(['refreshToken', 'revokeSessions']);

type Resolver = (parent: unknown, args: unknown, context: ApiContext, info: unknown) => unknown;

/** The Mutation resolvers, each refusing a demo viewer (DEMO_READ_ONLY) before anything else. */
export function readOnlyInDemo<Map extends object>(mutations: Map): Map {
  const guarded: Record<string, unknown> = {};
  for (const [field, resolver] of Object.entries(mutations)) {
    guarded[field] = DEMO_SESSION_MUTATIONS.has(field)
      ? resolver
      : (parent: unknown, args: unknown, context: ApiContext, info: unknown) => {
          if (context.viewer.demo) throw new DomainError('DEMO_READ_ONLY');
          return (resolver as Resolver)(parent, args, context, info);
        };
  }
  return guarded as Map;
}
