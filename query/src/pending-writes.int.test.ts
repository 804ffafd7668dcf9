/**
 * A slow projector (issue 15, item 5). With the projector and relay down a write is still stored:
 * it is answered as stored but not yet visible (`WRITE_PENDING`, with the new id), a retry with the
 * same `x-command-id` appends nothing and, once the projector is back, answers the row. The same id
 * with other arguments is refused, and ids are scoped by user: another user's id never collides.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProjection, eventsProjection } from '@stride/projector/projections';
import { startPipeline, type Pipeline } from '@stride/projector/testing/pipeline';
import { bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, post, type GraphQLResponse } from './testing/client.ts';
import { createApi, type Api } from './server.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let club: ClubSetUp;
let other: ClubSetUp;

const projections = [catalogProjection, eventsProjection];

beforeAll(async () => {
  s = await openStack('pending', { projections });
  club = await setUpClub(http, s.url, s.mailer);
  other = await setUpClub(http, s.url, s.mailer);
}, 60_000);

afterAll(async () => {
  await s.close();
});

const CREATE_EVENT = /* GraphQL */ `
  mutation ($teamId: ID!, $name: String!) {
    createEvent(teamId: $teamId, name: $name, type: TRAINING) {
      id
      name
      teamId
    }
  }
`;
const CREATE_PLAYER = /* GraphQL */ `
  mutation ($teamId: ID!, $firstName: String!) {
    createPlayer(teamId: $teamId, player: { firstName: $firstName, lastName: "Late" }) {
      id
      firstName
    }
  }
`;

type Answer = GraphQLResponse<Record<string, { id: string } | null>>;

const send = (
  url: string,
  who: ClubSetUp,
  query: string,
  variables: Record<string, unknown>,
  commandId: string,
): Promise<Answer> =>
  post(http, query, { variables, headers: { ...bearer(who.token), 'x-command-id': commandId } }, url);

describe('x-command-id', () => {
  it('refuses the same id with other arguments, appending nothing', async () => {
    const commandId = randomUUID();
    const first = await send(s.url, club, CREATE_EVENT, { teamId: club.teamId, name: 'Once' }, commandId);
    expect(first.errors).toBeUndefined();
    const before = await s.head();
    const changed = await send(s.url, club, CREATE_EVENT, { teamId: club.teamId, name: 'Other' }, commandId);
    expect(changed.errors?.[0]).toMatchObject({
      message: 'COMMAND_ID_REUSED',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await s.head()).toBe(before);
  });

  it("is scoped by user: another user's command with the same id is a command of its own", async () => {
    const commandId = randomUUID();
    const mine = await send(s.url, club, CREATE_EVENT, { teamId: club.teamId, name: 'Mine' }, commandId);
    const theirs = await send(
      s.url,
      other,
      CREATE_EVENT,
      { teamId: other.teamId, name: 'Theirs' },
      commandId,
    );
    expect(mine.errors).toBeUndefined();
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.['createEvent']).toMatchObject({ name: 'Theirs', teamId: other.teamId });
    expect(theirs.data?.['createEvent']?.id).not.toBe(mine.data?.['createEvent']?.id);
  });

  it('is scoped by mutation: the same id sent with another mutation is a command of its own', async () => {
    const commandId = randomUUID();
    const event = await send(
      s.url,
      club,
      CREATE_EVENT,
      { teamId: club.teamId, name: 'Shared id' },
      commandId,
    );
    const player = await send(
      s.url,
      club,
      CREATE_PLAYER,
      { teamId: club.teamId, firstName: 'Shared' },
      commandId,
    );
    expect(event.errors).toBeUndefined();
    expect(player.errors).toBeUndefined();
    expect(player.data?.['createPlayer']).toMatchObject({ firstName: 'Shared' });
  });
});

// Last: it stops the stack's projector and relay.
describe('a write while the projector is down', () => {
  let impatient: Api;
  let url: string;
  let restarted: Pipeline | null = null;

  beforeAll(async () => {
    await s.pipeline.projected(catalogProjection.name);
    await s.pipeline.stop();
    impatient = createApi({ ...s.apiOptions, readYourWritesTimeoutMs: 300 });
    ({ url } = await impatient.listen(0, '127.0.0.1'));
  });

  afterAll(async () => {
    await impatient.close();
    await restarted?.stop();
  });

  it('is answered as stored and not yet visible, then with its row once projected, and stored once', async () => {
    const eventCommand = randomUUID();
    const playerCommand = randomUUID();
    const event = { teamId: club.teamId, name: 'While down' };
    const player = { teamId: club.teamId, firstName: 'Pending' };
    const before = await s.head();

    const first = await send(url, club, CREATE_EVENT, event, eventCommand);
    expect(first.errors?.[0]).toMatchObject({
      message: 'WRITE_PENDING',
      path: ['createEvent'],
      extensions: { code: 'BAD_USER_INPUT', details: { stored: true, visible: false } },
    });
    const eventId = (first.errors?.[0]?.extensions?.['details'] as { id?: unknown } | undefined)?.id;
    expect(eventId).toEqual(expect.any(String));
    const afterFirst = await s.head();
    expect(afterFirst).not.toBe(before);

    const playerFirst = await send(url, club, CREATE_PLAYER, player, playerCommand);
    expect(playerFirst.errors?.[0]?.message).toBe('WRITE_PENDING');
    const playerId = (playerFirst.errors?.[0]?.extensions?.['details'] as { id?: unknown } | undefined)?.id;
    expect(playerId).toEqual(expect.any(String));
    const stored = await s.head();

    // The client retries with the same ids: nothing more is written.
    expect((await send(url, club, CREATE_EVENT, event, eventCommand)).errors?.[0]?.message).toBe(
      'WRITE_PENDING',
    );
    expect((await send(url, club, CREATE_PLAYER, player, playerCommand)).errors?.[0]?.message).toBe(
      'WRITE_PENDING',
    );
    expect(await s.head()).toBe(stored);

    restarted = await startPipeline(s.h, projections);
    await restarted.projected(eventsProjection.name);
    await restarted.projected(catalogProjection.name);

    const eventAgain = await send(url, club, CREATE_EVENT, event, eventCommand);
    expect(eventAgain.errors).toBeUndefined();
    expect(eventAgain.data?.['createEvent']?.id).toBe(eventId);
    const playerAgain = await send(url, club, CREATE_PLAYER, player, playerCommand);
    expect(playerAgain.errors).toBeUndefined();
    expect(playerAgain.data?.['createPlayer']?.id).toBe(playerId);
    expect(await s.head()).toBe(stored);
  }, 40_000);
});
