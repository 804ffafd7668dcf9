/** Adding devices, handing them to teams and players, taking them back. */
import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { clubQueryOptions } from './club.ts';
import { clubDevicesQueryOptions } from './club-devices.ts';
import { clubTeamsQueryOptions } from './club-teams.ts';
import { clubKeys } from './keys.ts';

const ADD_DEVICE = graphql(/* GraphQL */ `
  mutation AddDevice($serial: String!, $udid: String, $type: String, $name: String) {
    addDevice(serial: $serial, udid: $udid, type: $type, name: $name) {
      ...DeviceFields
    }
  }
`);
const ASSIGN_DEVICES_TO_TEAM = graphql(/* GraphQL */ `
  mutation AssignDevicesToTeam($teamId: ID!, $deviceIds: [ID!]!) {
    assignDevicesToTeam(teamId: $teamId, deviceIds: $deviceIds) {
      ...DeviceFields
    }
  }
`);
const UNASSIGN_DEVICES = graphql(/* GraphQL */ `
  mutation UnassignDevices($deviceIds: [ID!]!) {
    unassignDevices(deviceIds: $deviceIds) {
      ...DeviceFields
    }
  }
`);
const ASSIGN_DEVICE_TO_PLAYER = graphql(/* GraphQL */ `
  mutation AssignDeviceToPlayer($playerId: ID!, $deviceId: ID!) {
    assignDeviceToPlayer(playerId: $playerId, deviceId: $deviceId) {
      id
    }
  }
`);
const UNASSIGN_DEVICE_FROM_PLAYER = graphql(/* GraphQL */ `
  mutation UnassignDeviceFromPlayer($playerId: ID!) {
    unassignDeviceFromPlayer(playerId: $playerId) {
      id
    }
  }
`);

/** Devices, the teams' device counts, the players' devices and the club's count move together. */
async function devicesChanged(clubId: string): Promise<void> {
  await invalidate(
    clubDevicesQueryOptions(clubId).queryKey,
    clubTeamsQueryOptions(clubId).queryKey,
    clubKeys.players(clubId),
    clubQueryOptions(clubId).queryKey,
  );
}

export interface NewDevice {
  readonly serial: string;
  /** Null: a device without one (not read over USB). */
  readonly udid: string | null;
  readonly type: string;
  /** Null: the server names it after the serial. */
  readonly name: string | null;
}

export function useAddDevice(clubId: string) {
  return useMutation({
    mutationFn: async (device: NewDevice) => (await sendCommand(ADD_DEVICE, { ...device })).addDevice,
    onSuccess: () => devicesChanged(clubId),
  });
}

export function useAssignDevicesToTeam(clubId: string) {
  return useMutation({
    mutationFn: async ({ teamId, deviceIds }: { teamId: string; deviceIds: readonly string[] }) =>
      (await sendCommand(ASSIGN_DEVICES_TO_TEAM, { teamId, deviceIds })).assignDevicesToTeam,
    onSuccess: () => devicesChanged(clubId),
  });
}

export function useUnassignDevices(clubId: string) {
  return useMutation({
    mutationFn: async (deviceIds: readonly string[]) =>
      (await sendCommand(UNASSIGN_DEVICES, { deviceIds })).unassignDevices,
    onSuccess: () => devicesChanged(clubId),
  });
}

export function useAssignDeviceToPlayer(clubId: string) {
  return useMutation({
    mutationFn: async ({ playerId, deviceId }: { playerId: string; deviceId: string }) =>
      sendCommand(ASSIGN_DEVICE_TO_PLAYER, { playerId, deviceId }),
    onSuccess: () => devicesChanged(clubId),
  });
}

export function useUnassignDeviceFromPlayer(clubId: string) {
  return useMutation({
    mutationFn: async (playerId: string) => sendCommand(UNASSIGN_DEVICE_FROM_PLAYER, { playerId }),
    onSuccess: () => devicesChanged(clubId),
  });
}
