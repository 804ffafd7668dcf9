/**
 * The `device-<id>` aggregate: one tracker, owned by a club, in at most one of its teams. Which
 * player wears it is the club's business (`club-<id>`). Its decider, assembled: state and
 * `evolve` (state.ts), the commands (commands.ts), decide (decide/device.ts). The serial's
 * reservation stream is serial.ts.
 */
import { DomainError } from '@stride/contracts/errors';
import type { DeviceEvent } from '@stride/contracts/events/device';
import type { Decider } from '../handler.ts';
import type { DeviceCommand } from './commands.ts';
import { addDevice, assignToTeam, unassignFromTeam } from './decide/device.ts';
import { evolve, initialState, type DeviceState } from './state.ts';

export function decide(command: DeviceCommand, state: DeviceState): DeviceEvent[] {
  switch (command.type) {
    case 'AddDevice':
      return addDevice(command, state);
    case 'AssignToTeam':
      return assignToTeam(command, state);
    case 'UnassignFromTeam':
      return unassignFromTeam(command, state);
    default: {
      const _exhaustive: never = command;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const deviceDecider: Decider<DeviceCommand, DeviceState, DeviceEvent> = {
  decide,
  evolve,
  initialState,
};
