/**
 * Write contention (issue 15, item 4): many concurrent commands on one stream through the real
 * API. A version conflict is retried with jittered backoff; one that persists is answered with
 * `WRITE_CONFLICT`, never as an internal error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let club: ClubSetUp;
let auth: Record<string, string>;

beforeAll(async () => {
  s = await openStack('contention');
  club = await setUpClub(http, s.url, s.mailer);
  auth = bearer(club.token);
}, 60_000);

afterAll(async () => {
  await s.close();
});

const CREATE_PLAYER = /* GraphQL */ `
  mutation ($teamId: ID!, $player: PlayerInput!) {
    createPlayer(teamId: $teamId, player: $player) {
      id
    }
  }
`;
const UPDATE_PLAYER = /* GraphQL */ `
  mutation ($playerId: ID!, $player: PlayerInput!) {
    updatePlayer(playerId: $playerId, player: $player) {
      id
      number
    }
  }
`;
const UPDATE_SELECTION = /* GraphQL */ `
  mutation ($selectionId: ID!, $number: Int) {
    updateSelection(selectionId: $selectionId, number: $number) {
      id
      number
    }
  }
`;

describe('forty concurrent writes on one club stream and one event stream', () => {
  it('answers each one as done or WRITE_CONFLICT, never INTERNAL_SERVER_ERROR', async () => {
    const must = <T>(query: string, variables: Record<string, unknown>): Promise<T> =>
      s.must<T>(query, variables, auth);
    const { createPlayer } = await must<{ createPlayer: { id: string } }>(CREATE_PLAYER, {
      teamId: club.teamId,
      player: { firstName: 'Ada', lastName: 'First' },
    });
    const { createEvent } = await must<{ createEvent: { id: string } }>(
      'mutation ($teamId: ID!, $playerIds: [ID!]) { createEvent(teamId: $teamId, name: "Drill", type: TRAINING, playerIds: $playerIds) { id } }',
      { teamId: club.teamId, playerIds: [createPlayer.id] },
    );
    const { eventSelections } = await must<{ eventSelections: { id: string }[] }>(
      'query ($eventId: ID!) { eventSelections(eventId: $eventId) { id } }',
      { eventId: createEvent.id },
    );
    const selectionId = eventSelections[0]?.id;
    expect(selectionId).toBeDefined();

    const calls = Array.from({ length: 40 }, (_, i) => {
      switch (i % 3) {
        case 0:
          return s.gql(
            CREATE_PLAYER,
            { teamId: club.teamId, player: { firstName: `P${i}`, lastName: 'Crowd' } },
            auth,
          );
        case 1:
          return s.gql(
            UPDATE_PLAYER,
            { playerId: createPlayer.id, player: { firstName: 'Ada', lastName: 'First', number: i } },
            auth,
          );
        default:
          return s.gql(UPDATE_SELECTION, { selectionId, number: i }, auth);
      }
    });
    const answers = await Promise.all(calls);
    const codes = answers.map((answer) => answer.errors?.[0]?.message ?? 'ok');
    const tally = Object.fromEntries(
      [...new Set(codes)].map((code) => [code, codes.filter((c) => c === code).length]),
    );
    expect(
      codes.filter((code) => code !== 'ok' && code !== 'WRITE_CONFLICT'),
      JSON.stringify(tally),
    ).toEqual([]);
    // Most of them get through: backoff spreads the writers out.
    expect(codes.filter((code) => code === 'ok').length, JSON.stringify(tally)).toBeGreaterThanOrEqual(20);
    const conflicts = answers.filter((answer) => answer.errors?.[0]?.message === 'WRITE_CONFLICT');
    for (const answer of conflicts) expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  }, 50_000);
});
