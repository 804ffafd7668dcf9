/**
 * Accounts for tests that go through the API: a mailer that keeps messages in memory, and the
 * steps a new club's manager takes (register, verify from the e-mail, create a club and a team).
 */
import { randomBytes } from 'node:crypto';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { post } from './client.ts';

type Target = Parameters<typeof post>[0];

export interface MemoryMailer extends Mailer {
  readonly messages: MailMessage[];
  /** The token of the latest e-mail of `kind` sent to `to`. */
  tokenFor(to: string, kind: 'verify' | 'reset'): string;
}

export function memoryMailer(): MemoryMailer {
  const messages: MailMessage[] = [];
  return {
    description: 'memory',
    messages,
    send(message) {
      messages.push(message);
      return Promise.resolve();
    },
    tokenFor(to, kind) {
      const message = messages.findLast((m) => m.to === to && m.kind === kind);
      if (message === undefined) throw new Error(`no ${kind} e-mail to ${to}`);
      const route = kind === 'verify' ? 'verify-email' : 'auth/new-password';
      const match = new RegExp(`/${route}#token=([^\\s"<]+)`).exec(message.text);
      if (match?.[1] === undefined) throw new Error(`no ${route} link in the e-mail to ${to}`);
      return decodeURIComponent(match[1]);
    },
  };
}

/** A JWT secret for one test run. */
export const testJwtSecret = (): string => randomBytes(32).toString('base64url');

export const PASSWORD = 'Secret123';

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** `{ data }` or throw with the errors: for the steps a test only sets up. */
export async function must<Data>(
  target: Target,
  base: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Data> {
  const response = await post<Data>(target, query, { variables, headers }, base);
  if (response.errors !== undefined || response.data === null || response.data === undefined) {
    throw new Error(`${query.trim().split('\n')[0] ?? query}: ${JSON.stringify(response.errors)}`);
  }
  return response.data;
}

export interface SignedUp {
  readonly userId: string;
  readonly email: string;
  readonly token: string;
}

/** Register and verify the address from the e-mail. */
export async function signUp(
  target: Target,
  base: string,
  mailer: MemoryMailer,
  email = `user-${randomBytes(6).toString('hex')}@example.com`,
): Promise<SignedUp> {
  const registered = await must<{ register: { token: string; user: { id: string } } }>(
    target,
    base,
    'mutation ($email: String!, $password: String!) { register(email: $email, password: $password) { token user { id } } }',
    { email, password: PASSWORD },
  );
  await must(target, base, 'mutation ($token: String!) { verifyEmail(token: $token) { id verified } }', {
    token: mailer.tokenFor(email, 'verify'),
  });
  return { userId: registered.register.user.id, email, token: registered.register.token };
}

export interface ClubSetUp extends SignedUp {
  readonly clubId: string;
  readonly staffId: string;
  readonly teamId: string;
}

/** A verified manager with a club and one team. */
export async function setUpClub(
  target: Target,
  base: string,
  mailer: MemoryMailer,
  name = `Club ${randomBytes(3).toString('hex')}`,
): Promise<ClubSetUp> {
  const manager = await signUp(target, base, mailer);
  const headers = bearer(manager.token);
  const { createClub } = await must<{ createClub: { id: string } }>(
    target,
    base,
    'mutation ($name: String!) { createClub(name: $name) { id } }',
    { name },
    headers,
  );
  const { staff } = await must<{ staff: { id: string } }>(target, base, '{ staff { id } }', {}, headers);
  const { createTeam } = await must<{ createTeam: { id: string } }>(
    target,
    base,
    'mutation ($clubId: ID!) { createTeam(clubId: $clubId, name: "First team") { id } }',
    { clubId: createClub.id },
    headers,
  );
  return { ...manager, clubId: createClub.id, staffId: staff.id, teamId: createTeam.id };
}

/** A call that answers with the operation's data or throws, as one signed-in user. */
export type SetUpCall = <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;

/**
 * A new player of the team wearing a new device of the club: the device is added, given to the
 * team, then to the player.
 */
export async function addPlayerWearing(
  gql: SetUpCall,
  teamId: string,
  player: Record<string, unknown>,
  device: {
    readonly serial: string;
    /** Left out: a device without one (not read over USB). */
    readonly udid?: string | null;
    readonly name?: string;
    readonly type?: string;
  },
): Promise<{ playerId: string; deviceId: string }> {
  const { createPlayer } = await gql<{ createPlayer: { id: string } }>(
    'mutation ($teamId: ID!, $player: PlayerInput!) { createPlayer(teamId: $teamId, player: $player) { id } }',
    { teamId, player },
  );
  const { addDevice } = await gql<{ addDevice: { id: string } }>(
    'mutation ($serial: String!, $udid: String, $name: String, $type: String) { addDevice(serial: $serial, udid: $udid, name: $name, type: $type) { id } }',
    {
      serial: device.serial,
      udid: device.udid ?? null,
      name: device.name ?? null,
      type: device.type ?? null,
    },
  );
  await gql(
    'mutation ($teamId: ID!, $deviceIds: [ID!]!) { assignDevicesToTeam(teamId: $teamId, deviceIds: $deviceIds) { id } }',
    { teamId, deviceIds: [addDevice.id] },
  );
  await gql(
    'mutation ($playerId: ID!, $deviceId: ID!) { assignDeviceToPlayer(playerId: $playerId, deviceId: $deviceId) { id } }',
    { playerId: createPlayer.id, deviceId: addDevice.id },
  );
  return { playerId: createPlayer.id, deviceId: addDevice.id };
}
