/** The resolver map of `schema.graphql`, assembled from the resolver files. */
import { DateScalar } from './scalars/date.ts';
import { DateTimeScalar } from './scalars/date-time.ts';
import { createEvent } from './resolvers/mutation/create-event.ts';
import { startEvent } from './resolvers/mutation/start-event.ts';
import { stopEvent } from './resolvers/mutation/stop-event.ts';
import { event as eventQuery } from './resolvers/query/event.ts';
import { event as eventSubscription } from './resolvers/subscription/event.ts';
import * as account from './resolvers/catalog/account.ts';
import * as admin from './resolvers/catalog/admin.ts';
import * as club from './resolvers/catalog/club.ts';
import * as fields from './resolvers/catalog/fields.ts';
import * as lists from './resolvers/catalog/lists.ts';
import type { Resolvers } from './resolvers/types.ts';

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  User: fields.User,
  Staff: fields.Staff,
  Club: fields.Club,
  Team: fields.Team,
  Player: fields.Player,
  Device: fields.Device,
  Query: {
    event: eventQuery,
    user: account.user,
    passwordConfig: account.passwordConfig,
    users: admin.users,
    clubs: admin.clubs,
    subscriptionPlans: admin.subscriptionPlans,
    staff: club.staff,
    clubStaff: club.clubStaff,
    clubTeams: club.clubTeams,
    clubPlayers: club.clubPlayers,
    clubDevices: club.clubDevices,
    team: club.team,
    teamDevices: club.teamDevices,
    deviceTypes: club.deviceTypes,
  },
  Mutation: {
    createEvent,
    startEvent,
    stopEvent,
    register: account.register,
    login: account.login,
    refreshToken: account.refreshToken,
    verifyEmail: account.verifyEmail,
    resendVerificationEmail: account.resendVerificationEmail,
    resetPassword: account.resetPassword,
    newPassword: account.newPassword,
    impersonate: admin.impersonate,
    updateClubSubscription: admin.updateClubSubscription,
    createClub: club.createClub,
    updateClub: club.updateClub,
    newStaff: club.newStaff,
    removeStaff: club.removeStaff,
    updateStaffAccess: club.updateStaffAccess,
    assignCoach: club.assignCoach,
    createTeam: club.createTeam,
    updateTeam: club.updateTeam,
    createSeason: club.createSeason,
    createPlayer: club.createPlayer,
    updatePlayer: club.updatePlayer,
    archivePlayer: club.archivePlayer,
    addDevice: club.addDevice,
    assignDevicesToTeam: club.assignDevicesToTeam,
    unassignDevices: club.unassignDevices,
    assignDeviceToPlayer: club.assignDeviceToPlayer,
    unassignDeviceFromPlayer: club.unassignDeviceFromPlayer,
  },
  Subscription: {
    event: eventSubscription,
    clubTeams: lists.clubTeamsSubscription,
    clubPlayers: lists.clubPlayersSubscription,
    clubStaff: lists.clubStaffSubscription,
  },
};
