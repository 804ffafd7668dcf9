/**
 * The `serial-<key>` reservation stream: one owner per device serial (ARCHITECTURE.md rule 4).
 * The first reservation creates the stream (expected state `no_stream`). A reservation whose
 * device was never written (a crash between the two appends of `addDevice`) may be taken over.
 * Sections: state, evolve, commands, decide.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '@stride/contracts/errors';
import { normalizeSerial } from '@stride/contracts/devices';
import type { SerialReservationEvent, SerialReserved } from '@stride/contracts/events/device';
import { decideByType, type Command, type Decider } from '../decider.ts';
import { occurredAtOf } from '../multi-stream.ts';

/** Key of a serial's reservation stream (`serialStreamName`). */
export function serialKey(serial: string): string {
  return createHash('sha256').update(normalizeSerial(serial)).digest('hex');
}

/* ---------- state ---------- */

export type SerialState =
  | { readonly status: 'initial' }
  | {
      readonly status: 'reserved';
      readonly serial: string;
      readonly deviceId: string;
      readonly clubId: string;
      /** ISO instant (event metadata); null when unknown. */
      readonly reservedAt: string | null;
    };

export const initialState = (): SerialState => ({ status: 'initial' });

/* ---------- evolve ---------- */

export function evolve(_state: SerialState, event: SerialReservationEvent): SerialState {
  switch (event.type) {
    case 'SerialReserved':
      return { status: 'reserved', ...event.data, reservedAt: occurredAtOf(event) };
    default: {
      const _exhaustive: never = event.type;
      return _state;
    }
  }
}

/* ---------- commands ---------- */

export type ReserveSerial = Command<
  'ReserveSerial',
  {
    serial: string;
    deviceId: string;
    clubId: string;
    /**
     * The device whose abandoned reservation this one replaces: the handler found that device
     * never written. Null for a plain reservation.
     */
    replaces?: string | null;
  }
>;

export type SerialCommand = ReserveSerial;

/* ---------- decide ---------- */

function reserve(command: ReserveSerial, state: SerialState): SerialReserved[] {
  const { deviceId, clubId } = command.data;
  const serial = normalizeSerial(command.data.serial);
  const reserved: SerialReserved = { type: 'SerialReserved', data: { serial, deviceId, clubId } };
  switch (state.status) {
    case 'initial':
      return [reserved];
    case 'reserved':
      // The same device again is a retry of its addition.
      if (state.deviceId === deviceId) return [];
      if (command.data.replaces != null && command.data.replaces === state.deviceId) return [reserved];
      throw new DomainError('DEVICE_ALREADY_OWNED');
    default: {
      const _exhaustive: never = state;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const decide = decideByType<SerialCommand, SerialState, SerialReservationEvent>({
  ReserveSerial: reserve,
});

export const serialDecider: Decider<SerialCommand, SerialState, SerialReservationEvent> = {
  decide,
  evolve,
  initialState,
};
