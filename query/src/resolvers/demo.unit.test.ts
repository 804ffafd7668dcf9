import { describe, expect, it } from 'vitest';
import { DomainError } from '@stride/contracts/errors';
import type { ApiContext } from '../context.ts';
import { resolvers } from '../resolvers.ts';
import { DEMO_SESSION_MUTATIONS, readOnlyInDemo } from './demo.ts';

type Call = (parent: unknown, args: unknown, context: ApiContext, info: unknown) => unknown;

describe('readOnlyInDemo', () => {
  const guarded = readOnlyInDemo(resolvers.Mutation) as unknown as Record<string, Call>;
  const demoContext = { viewer: { demo: true } } as unknown as ApiContext;

  it('refuses every mutation of the schema to a demo viewer before its resolver runs', () => {
    const refused = Object.keys(resolvers.Mutation).filter((field) => !DEMO_SESSION_MUTATIONS.has(field));
    expect(refused.length).toBeGreaterThan(40);
    for (const field of refused) {
      let thrown: unknown = null;
      try {
        // Nothing else is given: the guard must answer before the resolver reads anything.
        void guarded[field]!(undefined, {}, demoContext, undefined);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, field).toBeInstanceOf(DomainError);
      expect((thrown as DomainError).code, field).toBe('DEMO_READ_ONLY');
    }
  });

  it('leaves the session mutations and callers outside demo mode to the resolvers', () => {
    const mutations = resolvers.Mutation as unknown as Record<string, Call>;
    for (const field of DEMO_SESSION_MUTATIONS) expect(guarded[field]).toBe(mutations[field]);
    const seen: unknown[] = [];
    const wrapped = readOnlyInDemo({
      anything: (_p: unknown, args: unknown) => seen.push(args),
    }) as unknown as Record<string, Call>;
    wrapped.anything!(undefined, { x: 1 }, { viewer: { demo: false } } as unknown as ApiContext, undefined);
    expect(seen).toEqual([{ x: 1 }]);
  });
});
