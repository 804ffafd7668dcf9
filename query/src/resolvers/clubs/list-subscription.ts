/**
 * What the `clubTeams`, `clubPlayers` and `clubStaff` subscriptions share: the list first, then
 * again after every change notice of the catalog projector for that club. Access is checked when
 * the subscription starts and again before every push (auth/live-viewer.ts), and a list is pushed
 * only when it differs from the last one sent.
 */
import { currentContext } from '../../auth/live-viewer.ts';
import type { ApiContext } from '../../context.ts';
import { idOf } from '../ids.ts';
import { valueOf, watchReadModel, type Update } from '../watch.ts';

function watchList<Item>(
  context: ApiContext,
  readModel: string,
  clubId: string,
  read: (context: ApiContext) => Promise<Item[]>,
): AsyncIterable<Update<Item[]>> {
  const { deps } = context;
  let last: string | null = null;
  return watchReadModel<Item[]>(
    deps,
    deps.names.changeSubject(readModel, clubId),
    async () => read(await currentContext(context)),
    (list) => {
      const serialized = JSON.stringify(list);
      if (serialized === last) return false;
      last = serialized;
      return true;
    },
  );
}

/** A club list's subscription: `read` answers the query of the same name (and checks access). */
export function listSubscription<Item, Args extends { readonly clubId: string }>(
  readModel: string,
  read: (context: ApiContext, clubId: string, args: Args) => Promise<Item[]>,
) {
  return {
    async subscribe(_p: unknown, args: Args, context: ApiContext): Promise<AsyncIterable<Update<Item[]>>> {
      const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
      // Refused at once (an error result, not an empty stream) when the caller may not read.
      await read(context, clubId, args);
      return watchList(context, readModel, clubId, (current) => read(current, clubId, args));
    },
    resolve: (update: Update<Item[]>): Item[] => valueOf(update),
  };
}
