/**
 * A live subscription outlives the request that opened it: before every push it asks again who
 * the caller is (`context.reidentify`: the same headers, straight from the read model, no cache).
 * An expired token, a changed password, a removed member, a coach taken off the team or an
 * expired club subscription then ends the stream with the refusal's code.
 */
import type { ApiContext } from '../context.ts';

export async function currentContext(context: ApiContext): Promise<ApiContext> {
  return { ...context, viewer: await context.reidentify() };
}
