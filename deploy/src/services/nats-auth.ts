/**
 * Users and permissions of the private NATS server (issue 15): no anonymous client, and each role
 * may do only what it needs. The relay publishes events; projectors consume them and announce
 * changes; the API listens to the announcements and may not read the events. `all` is the one
 * process of `npm start` (every role) and the operator's CLI.
 *
 * Passwords are drawn once per data folder into `<nats dir>.users.json` (mode 0600) and reach
 * each role inside its NATS URL (`nats://relay:<password>@127.0.0.1:<port>`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

/** Subjects are under any deployment name (`*`): one server may serve several. */
export const natsRolePermissions = {
  /** Publishes relayed events and manages the events stream. */
  relay: {
    publish: ['*.events.>', '$JS.API.>'],
    subscribe: ['_INBOX.>'],
  },
  /** Consumes the events stream through the JetStream API; publishes change notices and progress. */
  projector: {
    publish: ['$JS.API.>', '$JS.ACK.>', '*.changes.>', '*.progress.>'],
    subscribe: ['_INBOX.>'],
  },
  /** Listens to change notices and progress, announces upload progress; no events, no JetStream. */
  api: {
    publish: ['$JS.API.INFO', '*.changes.>'],
    subscribe: ['_INBOX.>', '*.changes.>', '*.progress.>'],
  },
} as const;

export type NatsUser = keyof typeof natsRolePermissions | 'all';
export const natsUsers: readonly NatsUser[] = ['relay', 'projector', 'api', 'all'];

export type NatsPasswords = Readonly<Record<NatsUser, string>>;

function permissionsOf(user: NatsUser): { publish: string[]; subscribe: string[] } {
  const roles = user === 'all' ? Object.values(natsRolePermissions) : [natsRolePermissions[user]];
  const union = (pick: (r: (typeof roles)[number]) => readonly string[]) => [...new Set(roles.flatMap(pick))];
  return { publish: union((r) => r.publish), subscribe: union((r) => r.subscribe) };
}

/** The passwords of this server's users, drawn and saved on first use. */
export function natsPasswords(file: string): NatsPasswords {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<NatsUser, unknown>>;
    if (natsUsers.every((user) => typeof saved[user] === 'string' && saved[user] !== ''))
      return saved as NatsPasswords;
  } catch {
    // absent or unreadable: draw new ones
  }
  const drawn = Object.fromEntries(
    natsUsers.map((user) => [user, randomBytes(24).toString('base64url')]),
  ) as Record<NatsUser, string>;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(drawn)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return drawn;
}

const quoted = (text: string): string => JSON.stringify(text);

/**
 * The `authorization` block of nats-server's configuration. `password` gives each user's as the
 * configuration writes it: quoted, or a `$VARIABLE` nats-server takes from its environment.
 */
export function natsAuthorization(
  users: readonly NatsUser[],
  password: (user: NatsUser) => string,
): string[] {
  const lines = ['authorization {', '  users = ['];
  for (const user of users) {
    const { publish, subscribe } = permissionsOf(user);
    lines.push(
      `    { user: ${quoted(user)}, password: ${password(user)}, permissions: {`,
      `        publish: { allow: [${publish.map(quoted).join(', ')}] }`,
      `        subscribe: { allow: [${subscribe.map(quoted).join(', ')}] }`,
      '    } }',
    );
  }
  lines.push('  ]', '}');
  return lines;
}

/** The private server's block: every user, with its drawn password. */
export const privateNatsAuthorization = (passwords: NatsPasswords): string[] =>
  natsAuthorization(natsUsers, (user) => quoted(passwords[user]));

/** The compose stack's block (deploy/nats/*.conf): the three roles, passwords from the environment. */
export const composeNatsAuthorization = (): string[] =>
  natsAuthorization(['relay', 'projector', 'api'], (user) => `$${composePasswordVariable(user)}`);

/** `NATS_RELAY_PASSWORD`, …: what compose.yaml passes to the NATS nodes and puts in NATS_URL. */
export const composePasswordVariable = (user: NatsUser): string => `NATS_${user.toUpperCase()}_PASSWORD`;

/** `nats://host:port` signed in as `user`. */
export function natsUrlAs(url: string, user: NatsUser, passwords: NatsPasswords): string {
  return url.replace('nats://', `nats://${user}:${encodeURIComponent(passwords[user])}@`);
}
