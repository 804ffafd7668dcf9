/**
 * The `udid-<key>` reservation stream: one device per UDID on the whole platform, as serial.ts
 * gives one per serial. A device file names its device by UDID: two devices with one UDID would
 * make an upload pick either. The first reservation creates the stream; a reservation whose
 * device was never written (a crash between the appends of `addDevice`) may be taken over.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '@stride/contracts/errors';
import type { UdidReservationEvent, UdidReserved } from '@stride/contracts/events/device';
import { decideByType, type Command, type Decider } from '../decider.ts';
import { occurredAtOf } from '../multi-stream.ts';

/** A UDID as stored in its reservation: trimmed, upper case (uploads match UDIDs in any case). */
export function normalizeUdid(udid: string): string {
  return udid.trim().toUpperCase();
}

/** Key of a UDID's reservation stream (`udidStreamName`). */
export function udidKey(udid: string): string {
  return createHash('sha256').update(normalizeUdid(udid)).digest('hex');
}

export type UdidState =
  | { readonly status: 'initial' }
  | {
      readonly status: 'reserved';
      readonly udid: string;
      readonly deviceId: string;
      readonly clubId: string;
      /** ISO instant (event metadata); null when unknown. */
      readonly reservedAt: string | null;
    };

export function evolve(_state: UdidState, event: UdidReservationEvent): UdidState {
  return { status: 'reserved', ...event.data, reservedAt: occurredAtOf(event) };
}

export type ReserveUdid = Command<
  'ReserveUdid',
  {
    udid: string;
    deviceId: string;
    clubId: string;
    /** The device whose abandoned reservation this one replaces (the handler found it never written). */
    replaces?: string | null;
  }
>;

function reserve(command: ReserveUdid, state: UdidState): UdidReserved[] {
  const { deviceId, clubId, replaces } = command.data;
  const reserved: UdidReserved = {
    type: 'UdidReserved',
    data: { udid: normalizeUdid(command.data.udid), deviceId, clubId },
  };
  if (state.status === 'initial') return [reserved];
  // The same device again is a retry of its addition.
  if (state.deviceId === deviceId) return [];
  if (replaces != null && replaces === state.deviceId) return [reserved];
  throw new DomainError('DEVICE_ALREADY_OWNED');
}

export const udidDecider: Decider<ReserveUdid, UdidState, UdidReservationEvent> = {
  decide: decideByType<ReserveUdid, UdidState, UdidReservationEvent>({ ReserveUdid: reserve }),
  evolve,
  initialState: (): UdidState => ({ status: 'initial' }),
};
