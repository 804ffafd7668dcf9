/**
 * `uploadEventFile`, `uploadDeviceFile`, `uploadDockFile` and `quickImport`. Who may: the team's
 * manager and coaches (`data.upload`): the event's team, the device's team, or the team named for
 * a dock upload (without one, the club's managers).
 */
import { DomainError } from '@stride/contracts/errors';
import { authorize, signedIn } from '../../auth/authorize.ts';
import { authorizeTeam } from '../../auth/event-access.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { deviceByUdid } from '../../read-model/uploads.ts';
import { eventTarget } from '../events/target.ts';
import { idOf } from '../ids.ts';
import { accept, formatOf } from './accept.ts';
import { startOf } from './relative.ts';

/** Longest event name (as `createEvent` allows). */
const EVENT_NAME_MAX_LENGTH = 120;

export const uploadMutations = {
  uploadEventFile: async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'data.upload');
    return accept(
      context,
      info,
      'uploadEventFile',
      {
        kind: 'EVENT',
        clubId: target.clubId,
        teamId: target.teamId,
        eventId: target.eventId,
        deviceId: args.deviceId ? idOf(args.deviceId, 'DEVICE_NOT_FOUND') : null,
        periodId: args.periodId ? idOf(args.periodId, 'PERIOD_NOT_FOUND') : null,
        format: formatOf(args.deviceType),
      },
      args.file,
    );
  },

  uploadDeviceFile: async (_p, args, context, info) => {
    const principal = signedIn(context);
    const device = await deviceByUdid(context.deps.db, principal.staff?.clubId ?? null, args.deviceUDID);
    // Another club's UDID is answered as an unknown one: whether it exists is not the caller's to know.
    if (device === null || device.clubId !== principal.staff?.clubId) {
      authorize(context, 'account.read');
      throw new DomainError('DEVICE_NOT_FOUND');
    }
    authorize(context, 'data.upload', {
      clubId: device.clubId,
      ...(device.teamId === null ? {} : { teamId: device.teamId }),
    });
    return accept(
      context,
      info,
      'uploadDeviceFile',
      {
        kind: 'DEVICE',
        clubId: device.clubId,
        teamId: device.teamId,
        eventId: null,
        deviceId: device.id,
        periodId: null,
        format: null,
      },
      args.file,
    );
  },

  quickImport: async (_p, args, context, info) => {
    const team = await authorizeTeam(context, idOf(args.teamId, 'TEAM_NOT_FOUND'), 'data.upload');
    // It creates an event: the same right as createEvent.
    authorize(context, 'event.manage', { clubId: team.clubId, teamId: team.teamId });
    const name = args.name.trim();
    if (name.length === 0) throw new DomainError('BAD_USER_INPUT', { field: 'name', reason: 'required' });
    if (name.length > EVENT_NAME_MAX_LENGTH)
      throw new DomainError('BAD_USER_INPUT', {
        field: 'name',
        reason: 'maxLength',
        maxLength: EVENT_NAME_MAX_LENGTH,
      });
    return accept(
      context,
      info,
      'quickImport',
      {
        kind: 'QUICK',
        clubId: team.clubId,
        teamId: team.teamId,
        eventId: null,
        // A one-device file (FIT, GPX, TCX, Catapult) names no device of the club: it is this one.
        deviceId: args.deviceId ? idOf(args.deviceId, 'DEVICE_NOT_FOUND') : null,
        periodId: null,
        format: null,
        quick: { name, eventType: args.type },
        startTime: await startOf(args.file, args.startDate),
      },
      args.file,
    );
  },

  uploadDockFile: async (_p, args, context, info) => {
    let clubId: string;
    let teamId: string | null = null;
    if (args.teamId) {
      const team = await authorizeTeam(context, idOf(args.teamId, 'TEAM_NOT_FOUND'), 'data.upload');
      clubId = team.clubId;
      teamId = team.teamId;
    } else {
      const principal = signedIn(context);
      const club = principal.staff?.clubId;
      if (club === undefined) throw new DomainError('STAFF_ONLY');
      authorize(context, 'device.manage', { clubId: club });
      clubId = club;
    }
    return accept(
      context,
      info,
      'uploadDockFile',
      {
        kind: 'DOCK',
        clubId,
        teamId,
        eventId: null,
        deviceId: null,
        periodId: null,
        format: null,
        startTime: await startOf(args.file, args.startDate),
      },
      args.file,
    );
  },
} satisfies MutationResolvers;
