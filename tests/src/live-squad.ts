/**
 * A started match with a squad wearing devices and a receiver token (issue 18), made through
 * GraphQL as a manager would: what the live browser tests start from.
 */
import type { ClubSession } from './accounts.ts';

export interface SquadPlayer {
  readonly firstName: string;
  readonly lastName: string;
  readonly number: number;
  readonly maxHeartRate?: number;
}

export interface LiveSquad {
  readonly eventId: string;
  readonly token: string;
  readonly playerIds: readonly string[];
  /** Device of each player, in the squad's order. */
  readonly deviceIds: readonly string[];
  /** Selection of each player, in the squad's order. */
  readonly selectionIds: readonly string[];
}

/** Players, their devices (serials `<prefix>-<i>`), a match selecting them all, started, and a token. */
export async function startedSquad(
  manager: ClubSession,
  squad: readonly SquadPlayer[],
  options: { readonly prefix: string; readonly eventName: string },
): Promise<LiveSquad> {
  const g = manager.graphql;
  const playerIds: string[] = [];
  for (const player of squad) {
    const { createPlayer } = await g<{ createPlayer: { id: string } }>(
      'mutation ($teamId: ID!, $player: PlayerInput!) { createPlayer(teamId: $teamId, player: $player) { id } }',
      { teamId: manager.teamId, player },
    );
    playerIds.push(createPlayer.id);
  }
  const deviceIds: string[] = [];
  for (const [i] of squad.entries()) {
    const { addDevice } = await g<{ addDevice: { id: string } }>(
      'mutation ($serial: String!, $udid: String!, $name: String) { addDevice(serial: $serial, udid: $udid, name: $name) { id } }',
      { serial: `${options.prefix}-${1000 + i}`, udid: `${options.prefix}-u${i}`, name: `Vest ${i + 1}` },
    );
    deviceIds.push(addDevice.id);
  }
  await g(
    'mutation ($teamId: ID!, $deviceIds: [ID!]!) { assignDevicesToTeam(teamId: $teamId, deviceIds: $deviceIds) { id } }',
    { teamId: manager.teamId, deviceIds },
  );
  const { createEvent } = await g<{ createEvent: { id: string } }>(
    'mutation ($teamId: ID!, $name: String!, $playerIds: [ID!]) { createEvent(teamId: $teamId, name: $name, type: MATCH, playerIds: $playerIds) { id } }',
    { teamId: manager.teamId, name: options.eventName, playerIds },
  );
  const eventId = createEvent.id;
  const { eventSelections } = await g<{ eventSelections: { id: string; player: { id: string } }[] }>(
    'query ($eventId: ID!) { eventSelections(eventId: $eventId) { id player { id } } }',
    { eventId },
  );
  const selectionIds: string[] = new Array<string>(squad.length);
  for (const selection of eventSelections) {
    const i = playerIds.indexOf(selection.player.id);
    selectionIds[i] = selection.id;
    await g(
      'mutation ($selectionId: ID!, $deviceId: ID) { updateSelection(selectionId: $selectionId, deviceId: $deviceId) { id } }',
      { selectionId: selection.id, deviceId: deviceIds[i] },
    );
  }
  await g('mutation ($eventId: ID!) { startEvent(eventId: $eventId) { id } }', { eventId });
  const { issueReceiverToken } = await g<{ issueReceiverToken: { token: string } }>(
    'mutation ($teamId: ID!) { issueReceiverToken(teamId: $teamId, name: "Touchline") { token } }',
    { teamId: manager.teamId },
  );
  return { eventId, token: issueReceiverToken.token, playerIds, deviceIds, selectionIds };
}
