/**
 * Specifications of the `event-<id>` decider, selections: given events, when a command, then
 * events or an error code. Fixtures, and the times they use: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { EventStreamEvent, PlayersSelected } from '@stride/contracts/events/event';
import { MAX_PLAYERS } from '../rules.ts';
import {
  spec,
  eventId,
  sel,
  stateAfter,
  detailsOf,
  command,
  player,
  players,
  devices,
  selectPlayers,
  updateSelection,
  selectSelection,
  selection,
  selected,
  deselected,
  sessionStarted,
  sessionStopped,
  planned,
  live,
} from '../testing.ts';

describe('selectPlayers', () => {
  it('selects players of the team, with the device they wear when it is the team’s', () => {
    spec
      .given(planned)
      .when(selectPlayers(['p1', 'p2', 'p3', 'p4']))
      .then([
        {
          type: 'PlayersSelected',
          data: {
            eventId,
            selections: [
              selection('p1', { deviceId: 'd1', number: 9, position: 'FORWARD', profile: 'SPEED' }),
              selection('p2'),
              selection('p3', { number: 4 }),
              selection('p4'),
            ],
          },
        },
      ]);
    expect(stateAfter([...planned, selected('p1')]).selections.get(sel('p1'))?.selected).toBe(true);
  });

  it('does nothing for an empty list', () => {
    spec.given(planned).when(selectPlayers([])).then([]);
  });

  it('says PLAYER_NOT_FOUND for another team’s, an archived or an unknown player', () => {
    for (const playerId of ['other', 'archived', 'nobody'])
      spec
        .given(planned)
        .when(selectPlayers(['p1', playerId]))
        .thenThrows('PLAYER_NOT_FOUND');
  });

  it('says ALREADY_SELECTED for a player listed twice or already selected (even out of the squad)', () => {
    spec
      .given(planned)
      .when(selectPlayers(['p5', 'p5']))
      .thenThrows('ALREADY_SELECTED');
    spec
      .given([...planned, selected('p5')])
      .when(selectPlayers(['p1', 'p5']))
      .thenThrows('ALREADY_SELECTED');
    spec
      .given([...planned, selected('p5'), deselected('p5')])
      .when(selectPlayers(['p5']))
      .thenThrows('ALREADY_SELECTED');
  });

  it('does not carry a device another selection already wears (it moved to this player since)', () => {
    const p1WearsD1: PlayersSelected = {
      type: 'PlayersSelected',
      data: { eventId, selections: [selection('p1', { deviceId: 'd1' })] },
    };
    const nowOnP5 = new Map(players).set('p5', player({ deviceId: 'd1' }));
    spec
      .given([...planned, p1WearsD1])
      .when(command('SelectPlayers', { playerIds: ['p5'], players: nowOnP5, devices }))
      .then([{ type: 'PlayersSelected', data: { eventId, selections: [selection('p5')] } }]);
  });

  it('refuses more than the maximum of players: BAD_USER_INPUT', () => {
    const many = Array.from({ length: MAX_PLAYERS + 1 }, (_, i) => `x${i}`);
    const facts = new Map(many.map((id) => [id, player()]));
    spec
      .given(planned)
      .when(command('SelectPlayers', { playerIds: many, players: facts, devices }))
      .thenThrows('BAD_USER_INPUT');
  });
});

describe('updateSelection', () => {
  const squad: EventStreamEvent[] = [
    ...planned,
    {
      type: 'PlayersSelected',
      data: { eventId, selections: [selection('p1', { deviceId: 'd1' }), selection('p2')] },
    },
  ];

  it('sets the device, number, position and profile', () => {
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd4', { number: 7, position: 'GOALKEEPER', profile: 'AEROBIC' }))
      .then([
        {
          type: 'SelectionUpdated',
          data: {
            eventId,
            selectionId: sel('p2'),
            deviceId: 'd4',
            number: 7,
            position: 'GOALKEEPER',
            profile: 'AEROBIC',
          },
        },
      ]);
    spec
      .given(squad)
      .when(updateSelection(sel('p1'), null))
      .then([
        {
          type: 'SelectionUpdated',
          data: {
            eventId,
            selectionId: sel('p1'),
            deviceId: null,
            number: null,
            position: null,
            profile: null,
          },
        },
      ]);
    // Keeping one's own device is no conflict.
    spec
      .given(squad)
      .when(updateSelection(sel('p1'), 'd1', { number: 10 }))
      .then([
        {
          type: 'SelectionUpdated',
          data: {
            eventId,
            selectionId: sel('p1'),
            deviceId: 'd1',
            number: 10,
            position: null,
            profile: null,
          },
        },
      ]);
  });

  it('says SELECTION_NOT_FOUND, DEVICE_NOT_FOUND, DEVICE_NOT_ALLOWED (not the team’s device)', () => {
    spec
      .given(squad)
      .when(updateSelection(sel('p9'), null))
      .thenThrows('SELECTION_NOT_FOUND');
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd9'))
      .thenThrows('DEVICE_NOT_FOUND');
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd2'))
      .thenThrows('DEVICE_NOT_ALLOWED');
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd3'))
      .thenThrows('DEVICE_NOT_ALLOWED');
  });

  it('says BAD_USER_INPUT for a device another selection wears (even out of the squad)', () => {
    expect(detailsOf(squad, updateSelection(sel('p2'), 'd1'), 'BAD_USER_INPUT')).toMatchObject({
      field: 'deviceId',
      reason: 'inUse',
      selectionId: sel('p1'),
    });
    spec
      .given([...squad, deselected('p1')])
      .when(updateSelection(sel('p2'), 'd1'))
      .thenThrows('BAD_USER_INPUT');
  });

  it('says BAD_USER_INPUT for a bad number, position or profile', () => {
    for (const over of [
      { number: -1 },
      { number: 1000 },
      { number: 1.5 },
      { position: 'GOALIE' },
      { profile: 'FAST' },
    ])
      spec
        .given(squad)
        .when(updateSelection(sel('p2'), null, over))
        .thenThrows('BAD_USER_INPUT');
  });
});

describe('selectSelection', () => {
  it('takes a selection out of the squad and back', () => {
    spec
      .given([...planned, selected('p1')])
      .when(selectSelection(sel('p1'), false))
      .then([deselected('p1')]);
    spec
      .given([...planned, selected('p1'), deselected('p1')])
      .when(selectSelection(sel('p1'), true))
      .then([{ type: 'SelectionSelected', data: { eventId, selectionId: sel('p1'), selected: true } }]);
  });

  it('does nothing when unchanged', () => {
    spec
      .given([...planned, selected('p1')])
      .when(selectSelection(sel('p1'), true))
      .then([]);
    spec
      .given([...planned, selected('p1'), deselected('p1')])
      .when(selectSelection(sel('p1'), false))
      .then([]);
  });

  it('takes a player on the pitch off it (stops the running session)', () => {
    spec
      .given([...live, selected('p1'), sessionStarted('S1', 'p1', null, 5)])
      .when(selectSelection(sel('p1'), false, 20))
      .then([sessionStopped('S1', 'p1', 20), deselected('p1')]);
  });

  it('says SELECTION_NOT_FOUND for an unknown selection', () => {
    spec
      .given(planned)
      .when(selectSelection(sel('p1'), false))
      .thenThrows('SELECTION_NOT_FOUND');
  });
});
