/**
 * The `device-<id>` aggregate: one tracker, owned by a club, in at most one of its teams. Which
 * player wears it is the club's business (`club-<id>`). Its decider, assembled: state and
 * `evolve` (state.ts), the commands (commands.ts), decide (decide/device.ts). The serial's
 * reservation stream is serial.ts.
 */
import type { DeviceEvent } from '@stride/contracts/events/device';
import { decideByType, type Decider } from '../decider.ts';
import type { DeviceCommand } from './commands.ts';
import { addDevice, assignToTeam, unassignFromTeam } from './decide/device.ts';
import { evolve, initialState, type DeviceState } from './state.ts';

export const decide = decideByType<DeviceCommand, DeviceState, DeviceEvent>({
  AddDevice: addDevice,
  AssignToTeam: assignToTeam,
  UnassignFromTeam: unassignFromTeam,
});

export const deviceDecider: Decider<DeviceCommand, DeviceState, DeviceEvent> = {
  decide,
  evolve,
  initialState,
};
