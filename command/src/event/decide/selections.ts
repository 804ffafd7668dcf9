/**
 * Decide, selections (the players of an event, with the device each wears): select players,
 * edit a selection, take a player out of the squad or back. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent, SelectionDetails } from '@stride/contracts/events/event';
import { selectionIdOf } from '@stride/contracts/events/ids';
import { playerProfiles, positions } from '@stride/contracts/player';
import { badInput, integerIn, oneOf } from '../../club/validation.ts';
import type { DeviceFact, SelectPlayers, SelectSelection, TeamPlayer, UpdateSelection } from '../commands.ts';
import { MAX_PLAYERS, NUMBER_MAX, known, liveStop, selectionOf, sessionStopped } from '../rules.ts';
import { runningSession, type EventState, type Selection } from '../state.ts';

export function selectPlayers(command: SelectPlayers, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (command.data.playerIds.length === 0) return [];
  const selections = newSelections(event, command.data.playerIds, command.data.players, command.data.devices);
  return [{ type: 'PlayersSelected', data: { eventId: event.eventId, selections } }];
}

export function updateSelection(command: UpdateSelection, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { data } = command;
  const selection = selectionOf(event, data.selectionId);
  if (data.deviceId !== null) {
    if (data.device === null) throw new DomainError('DEVICE_NOT_FOUND');
    if (data.device.teamId !== event.teamId) throw new DomainError('DEVICE_NOT_ALLOWED');
    for (const other of event.selections.values()) {
      // Two players on one device would share its samples.
      if (other.selectionId !== selection.selectionId && other.deviceId === data.deviceId)
        throw badInput('deviceId', 'inUse', { selectionId: other.selectionId });
    }
  }
  return [
    {
      type: 'SelectionUpdated',
      data: {
        eventId: event.eventId,
        selectionId: selection.selectionId,
        deviceId: data.deviceId,
        number: data.number === null ? null : integerIn(data.number, 'number', 0, NUMBER_MAX),
        position: data.position === null ? null : oneOf(positions, data.position, 'position'),
        profile: data.profile === null ? null : oneOf(playerProfiles, data.profile, 'profile'),
      },
    },
  ];
}

export function selectSelection(command: SelectSelection, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const selection = selectionOf(event, command.data.selectionId);
  if (selection.selected === command.data.selected) return [];
  const events: EventStreamEvent[] = [];
  const session = runningSession(selection);
  // A player taken out of the squad leaves the pitch.
  if (!command.data.selected && session !== undefined) {
    events.push(sessionStopped(event, selection, session, liveStop(event, command.now.getTime())));
  }
  events.push({
    type: 'SelectionSelected',
    data: { eventId: event.eventId, selectionId: selection.selectionId, selected: command.data.selected },
  });
  return events;
}

/** The selections for `playerIds`: players of the team, not archived, not selected yet. */
export function newSelections(
  state: {
    readonly eventId: string;
    readonly teamId: string;
    readonly selections: ReadonlyMap<string, Selection>;
  },
  playerIds: readonly string[],
  players: ReadonlyMap<string, TeamPlayer>,
  devices: ReadonlyMap<string, DeviceFact>,
): SelectionDetails[] {
  if (state.selections.size + playerIds.length > MAX_PLAYERS)
    throw badInput('playerIds', 'maxItems', { maxItems: MAX_PLAYERS });
  if (new Set(playerIds).size !== playerIds.length)
    throw new DomainError('ALREADY_SELECTED', { field: 'playerIds' });
  // Devices already worn in this event: a device that moved to this player after another
  // selection got it must not give two selections one device (updateSelection refuses that too).
  const worn = new Set<string>();
  for (const selection of state.selections.values())
    if (selection.deviceId !== null) worn.add(selection.deviceId);
  return playerIds.map((playerId) => {
    const player = players.get(playerId);
    if (player === undefined || player.teamId !== state.teamId || player.archived)
      throw new DomainError('PLAYER_NOT_FOUND', { playerId });
    const selectionId = selectionIdOf(state.eventId, playerId);
    if (state.selections.has(selectionId)) throw new DomainError('ALREADY_SELECTED', { playerId });
    // A device that left the team, or that another selection wears, is not carried into the event.
    const device = player.deviceId === null ? undefined : devices.get(player.deviceId);
    const carried =
      device !== undefined && device.teamId === state.teamId && !worn.has(player.deviceId!)
        ? player.deviceId
        : null;
    if (carried !== null) worn.add(carried);
    return {
      selectionId,
      playerId,
      deviceId: carried,
      number: player.number,
      position: player.position,
      profile: player.profile,
    };
  });
}
