/**
 * The `clubTeams`, `clubPlayers` and `clubStaff` subscriptions: the list first, then again after
 * every change notice of the catalog projector for that club. Access is checked when the
 * subscription starts and again before every push (auth/live-viewer.ts),
 * and a list is pushed only when it differs from the last one sent.
 */
import { CATALOG_READ_MODELS } from '@stride/projector/projections/catalog';
import type { ApiContext } from '../../context.ts';
import { currentContext } from '../../auth/live-viewer.ts';
import { idOf } from '../ids.ts';
import type { SubscriptionResolver } from '../types.ts';
import { watchReadModel, type Update } from '../subscription/watch.ts';
import { readClubPlayers, readClubStaff, readClubTeams } from './club.ts';

type ListUpdate = Update<unknown[]>;

function watchList(
  context: ApiContext,
  readModel: string,
  clubId: string,
  read: (context: ApiContext) => Promise<unknown[]>,
): AsyncIterable<ListUpdate> {
  const { deps } = context;
  let last: string | null = null;
  return watchReadModel<unknown[]>(
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

interface ListArgs {
  readonly clubId: string;
  readonly archived?: boolean | null;
}

function listSubscription(
  readModel: string,
  read: (context: ApiContext, clubId: string, args: ListArgs) => Promise<unknown[]>,
): SubscriptionResolver<ListArgs, ListUpdate, unknown[]> {
  return {
    async subscribe(_p, args, context) {
      const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
      // Refused at once (an error result, not an empty stream) when the caller may not read.
      await read(context, clubId, args);
      return watchList(context, readModel, clubId, (current) => read(current, clubId, args));
    },
    resolve(update) {
      if ('error' in update) throw update.error;
      return update.value;
    },
  };
}

export const clubTeamsSubscription = listSubscription(CATALOG_READ_MODELS.clubTeams, readClubTeams);
export const clubPlayersSubscription = listSubscription(
  CATALOG_READ_MODELS.clubPlayers,
  (context, clubId, args) => readClubPlayers(context, clubId, args.archived ?? false),
);
export const clubStaffSubscription = listSubscription(CATALOG_READ_MODELS.clubStaff, readClubStaff);
