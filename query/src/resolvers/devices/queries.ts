/** `deviceTypes`, `teamDevices` and `clubDevices`. */
import { deviceTypes } from '@stride/contracts/devices';
import { authorize, signedIn } from '../../auth/authorize.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { listClubDevices, listTeamDevices } from '../../read-model/catalog.ts';
import { visibleTeams } from '../clubs/access.ts';
import { idOf } from '../ids.ts';
import { teamTarget } from '../teams/target.ts';

export const deviceQueries = {
  deviceTypes: (_p, _a, context) => {
    signedIn(context);
    return deviceTypes;
  },

  teamDevices: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'team.read');
    return listTeamDevices(context.deps.db, team.id);
  },

  clubDevices: async (_p, args, context) => {
    const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
    const principal = authorize(context, 'club.read', { clubId });
    const visible = visibleTeams(principal);
    return (await listClubDevices(context.deps.db, clubId)).filter((device) => visible(device.teamId));
  },
} satisfies QueryResolvers;
