/**
 * Command entry points of devices (`device-<id>`, `serial-<key>`), as the API calls them. Moving
 * devices between teams does not touch players: the API then calls `clubCommands.releaseDevices`.
 */
import { DomainError } from '@stride/contracts/errors';
import { clubStreamName } from '@stride/contracts/events/club';
import {
  deviceSchemaVersion,
  deviceStreamName,
  serialStreamName,
  udidStreamName,
  type SerialReservationEvent,
  type UdidReservationEvent,
} from '@stride/contracts/events/device';
import type { EventStore, Position } from '@stride/streams/port';
import { derivedId, handleCommand, type CommandContext } from '../handler.ts';
import { isAbandoned, laterPosition, readState, stepContext, streamExists } from '../multi-stream.ts';
import { clubDecider } from '../club/club.ts';
import { badInput, unique } from '../club/validation.ts';
import type { AddDevice, DeviceCommand } from './commands.ts';
import { deviceDecider } from './device.ts';
import type { DeviceInfo } from './state.ts';
import { serialDecider, serialKey, type SerialCommand, type SerialState } from './serial.ts';
import { udidDecider, udidKey, type ReserveUdid, type UdidState } from './udid.ts';
import type { AnyCommand, AnyEvent, Decider } from '../decider.ts';

/** A device as its stream knows it, with the team it is in (null: none). */
export type DeviceView = Omit<DeviceInfo, 'deviceId'> & { readonly teamId: string | null };

/** What `addDevice` takes; the device's id comes from the command, its club from the caller. */
export type DeviceInput = Omit<AddDevice['data'], 'deviceId' | 'clubId'>;

export interface DeviceLimit {
  /** Devices the club's plan allows. */
  readonly devices: number;
  /** Devices the club owns now (from the read model). */
  readonly owned: number;
}

export interface DeviceCommands {
  /**
   * BAD_USER_INPUT (serial, udid, name; reason `deviceLimit` when `owned >= devices`),
   * DEVICE_TYPE_NOT_SUPPORTED, DEVICE_ALREADY_OWNED. `deviceId` derives from the command id.
   */
  addDevice(
    clubId: string,
    input: DeviceInput,
    limit: DeviceLimit,
    context: CommandContext,
  ): Promise<{ deviceId: string; position: Position | null }>;
  /**
   * CLUB_NOT_FOUND, TEAM_NOT_FOUND; DEVICE_NOT_FOUND / DEVICE_NOT_ALLOWED for any of the devices
   * (checked for all before the first append). At most MAX_DEVICES_PER_COMMAND ids; duplicates ignored.
   */
  assignDevicesToTeam(
    clubId: string,
    teamId: string,
    deviceIds: readonly string[],
    context: CommandContext,
  ): Promise<{ position: Position | null }>;
  /** As `assignDevicesToTeam`: the devices leave their team. */
  unassignDevices(
    clubId: string,
    deviceIds: readonly string[],
    context: CommandContext,
  ): Promise<{ position: Position | null }>;
  readDevice(deviceId: string): Promise<DeviceView | null>;
}

export const MAX_DEVICES_PER_COMMAND = 200;

/** What a serial's and a UDID's reservation states have in common. */
type ReservationState =
  | { readonly status: 'initial' }
  | { readonly status: 'reserved'; readonly deviceId: string; readonly reservedAt: string | null };

/** One reservation stream of a device being added, and the command that reserves it. */
interface Reservation<C extends AnyCommand, S extends ReservationState, E extends AnyEvent> {
  readonly stream: string;
  readonly decider: Decider<C, S, E>;
  /** The step's name in derived command ids (`reserve` for the serial, as before UDIDs had one). */
  readonly step: string;
  command(replaces: string | null): C;
}

const options = { schemaVersion: deviceSchemaVersion };

export function deviceCommands(store: EventStore): DeviceCommands {
  const inClub = (context: CommandContext, clubId: string): CommandContext => ({ ...context, clubId });
  const handleDevice = (deviceId: string, command: DeviceCommand, context: CommandContext) =>
    handleCommand(store, deviceStreamName(deviceId), deviceDecider, command, context, options);
  const readDeviceState = async (deviceId: string) =>
    (await readState(store, deviceStreamName(deviceId), deviceDecider)).state;

  const serialReservation = (
    serial: string,
    deviceId: string,
    clubId: string,
  ): Reservation<SerialCommand, SerialState, SerialReservationEvent> => ({
    stream: serialStreamName(serialKey(serial)),
    decider: serialDecider,
    step: 'reserve',
    command: (replaces) => ({ type: 'ReserveSerial', data: { serial, deviceId, clubId, replaces } }),
  });
  const udidReservation = (
    udid: string,
    deviceId: string,
    clubId: string,
  ): Reservation<ReserveUdid, UdidState, UdidReservationEvent> => ({
    stream: udidStreamName(udidKey(udid)),
    decider: udidDecider,
    step: 'reserve-udid',
    command: (replaces) => ({ type: 'ReserveUdid', data: { udid, deviceId, clubId, replaces } }),
  });

  /**
   * Whether another device holds the reservation for good: its device was written, or the
   * reservation is under a minute old (its `addDevice` may still be under way). Null when free
   * for `deviceId`; else the device whose abandoned reservation may be taken over.
   */
  async function holder<C extends AnyCommand, S extends ReservationState, E extends AnyEvent>(
    reservation: Reservation<C, S, E>,
    deviceId: string,
    context: CommandContext,
  ): Promise<{ free: true; replaces: string | null } | { free: false }> {
    const { state } = await readState(store, reservation.stream, reservation.decider);
    if (state.status !== 'reserved' || state.deviceId === deviceId) return { free: true, replaces: null };
    if (await streamExists(store, deviceStreamName(state.deviceId))) return { free: false };
    if (!isAbandoned(state.reservedAt, context.occurredAt)) return { free: false };
    return { free: true, replaces: state.deviceId };
  }

  /**
   * Reserves a serial or UDID for `deviceId`. A reservation of another device stands, unless that
   * device was never written and the reservation is over a minute old (a crash between the
   * appends of `addDevice`): then this one takes it over.
   */
  async function reserve<C extends AnyCommand, S extends ReservationState, E extends AnyEvent>(
    reservation: Reservation<C, S, E>,
    deviceId: string,
    context: CommandContext,
  ) {
    let position: Position | null = null;
    let replaces: string | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const result = await handleCommand(
          store,
          reservation.stream,
          reservation.decider,
          reservation.command(replaces),
          stepContext(context, reservation.step, attempt),
          options,
        );
        position = laterPosition(position, result.position);
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'DEVICE_ALREADY_OWNED')) throw error;
      }
      // Read back: a repeated step may be a reservation taken over since.
      const { state } = await readState(store, reservation.stream, reservation.decider);
      if (state.status === 'reserved' && state.deviceId === deviceId) return position;
      const held = await holder(reservation, deviceId, context);
      if (!held.free) throw new DomainError('DEVICE_ALREADY_OWNED');
      replaces = held.replaces;
    }
    throw new DomainError('DEVICE_ALREADY_OWNED');
  }

  /** Reads every device and lets the decider judge the command on each before anything is appended. */
  async function checkAll(deviceIds: readonly string[], command: DeviceCommand): Promise<string[]> {
    const ids = unique(deviceIds);
    if (ids.length > MAX_DEVICES_PER_COMMAND)
      throw badInput('deviceIds', 'maxItems', { maxItems: MAX_DEVICES_PER_COMMAND });
    const states = await Promise.all(ids.map(readDeviceState));
    states.forEach((state, index) => {
      try {
        deviceDecider.decide(command, state);
      } catch (error) {
        if (error instanceof DomainError)
          throw new DomainError(error.code, { ...error.details, deviceId: ids[index] });
        throw error;
      }
    });
    return ids;
  }

  async function applyToAll(
    ids: readonly string[],
    command: DeviceCommand,
    context: CommandContext,
    step: string,
  ) {
    let position: Position | null = null;
    for (const [index, deviceId] of ids.entries()) {
      const result = await handleDevice(deviceId, command, stepContext(context, step, index));
      position = laterPosition(position, result.position);
    }
    return { position };
  }

  return {
    async addDevice(clubId, input, limit, context) {
      const deviceId = derivedId('device', context.commandId);
      const add: AddDevice = { type: 'AddDevice', data: { deviceId, clubId, ...input } };
      // Bad input is refused before the serial is reserved.
      const [added] = deviceDecider.decide(add, deviceDecider.initialState());
      if (added?.type !== 'DeviceAdded') throw new Error('AddDevice added nothing');
      const ctx = inClub(context, clubId);
      // A retry of an addition that went through is not a new device.
      if ((await readDeviceState(deviceId)).status === 'initial' && limit.owned >= limit.devices)
        throw badInput('devices', 'deviceLimit', { limit: limit.devices });
      const serial = serialReservation(added.data.serial, deviceId, clubId);
      // A device without a UDID takes no UDID reservation.
      const udid = added.data.udid === null ? null : udidReservation(added.data.udid, deviceId, clubId);
      // Both are checked before either is taken: a refusal for one leaves the other free.
      const held = await Promise.all([
        holder(serial, deviceId, ctx),
        ...(udid === null ? [] : [holder(udid, deviceId, ctx)]),
      ]);
      if (held.some((h) => !h.free)) throw new DomainError('DEVICE_ALREADY_OWNED');
      const serialPosition = await reserve(serial, deviceId, ctx);
      const udidPosition = udid === null ? null : await reserve(udid, deviceId, ctx);
      const result = await handleDevice(deviceId, add, stepContext(ctx, 'add'));
      return {
        deviceId,
        position: laterPosition(laterPosition(serialPosition, udidPosition), result.position),
      };
    },

    async assignDevicesToTeam(clubId, teamId, deviceIds, context) {
      const { state: club } = await readState(store, clubStreamName(clubId), clubDecider);
      if (club.status === 'initial') throw new DomainError('CLUB_NOT_FOUND');
      if (!club.teams.has(teamId)) throw new DomainError('TEAM_NOT_FOUND', { teamId });
      const command: DeviceCommand = { type: 'AssignToTeam', data: { clubId, teamId } };
      const ids = await checkAll(deviceIds, command);
      return applyToAll(ids, command, inClub(context, clubId), 'assign');
    },

    async unassignDevices(clubId, deviceIds, context) {
      const command: DeviceCommand = { type: 'UnassignFromTeam', data: { clubId } };
      const ids = await checkAll(deviceIds, command);
      return applyToAll(ids, command, inClub(context, clubId), 'unassign');
    },

    async readDevice(deviceId) {
      const state = await readDeviceState(deviceId);
      if (state.status === 'initial') return null;
      const { clubId, serial, udid, type, name } = state;
      return { clubId, teamId: state.status === 'assigned' ? state.teamId : null, serial, udid, type, name };
    },
  };
}
