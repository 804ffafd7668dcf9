/** State of the `device-<id>` aggregate and its `evolve`: one tracker, its club and its team. */
import type { DeviceEvent } from '@stride/contracts/events/device';

export interface DeviceInfo {
  readonly deviceId: string;
  readonly clubId: string;
  readonly serial: string;
  /** Null: the device reports none (not read over USB). */
  readonly udid: string | null;
  readonly type: string;
  readonly name: string;
}

export type DeviceState =
  | { readonly status: 'initial' }
  | (DeviceInfo & { readonly status: 'unassigned' })
  | (DeviceInfo & { readonly status: 'assigned'; readonly teamId: string });

export const initialState = (): DeviceState => ({ status: 'initial' });

/* ---------- evolve ---------- */

export function evolve(state: DeviceState, event: DeviceEvent): DeviceState {
  switch (event.type) {
    case 'DeviceAdded':
      return { status: 'unassigned', ...info(event.data) };
    case 'DeviceAssignedToTeam':
      if (state.status === 'initial') return state;
      return { ...info(state), status: 'assigned', teamId: event.data.teamId };
    case 'DeviceUnassignedFromTeam':
      if (state.status !== 'assigned' || state.teamId !== event.data.teamId) return state;
      return { ...info(state), status: 'unassigned' };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

function info(state: DeviceInfo): DeviceInfo {
  const { deviceId, clubId, serial, udid, type, name } = state;
  return { deviceId, clubId, serial, udid, type, name };
}
