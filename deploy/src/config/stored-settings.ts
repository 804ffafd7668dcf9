/**
 * Where `npm start` found its data, kept in the data folder (`<DATA_DIR>/settings.json`, mode
 * 0600) so that the operator commands (`npm run admin`, `rebuild`, `parked`) work on the same
 * event store, read models and NATS streams without being given the same variables again.
 *
 * It holds the variables that choose the data (`STORED_VARIABLES`) as `npm start` was given them,
 * and where its PostgreSQL and NATS came from (given, found on the standard port, or private in
 * the data folder). An operator command takes each stored variable its own environment does not
 * set (its own always wins), and uses the private servers when `npm start` did, even should
 * something answer on the standard ports meanwhile. `npm start` writes the file at every start,
 * so it describes the last start. The file may hold a password (in `DATABASE_URL` or `NATS_URL`):
 * it is readable by its owner only, as the JWT secret beside it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerSource } from '../services.ts';
import { ConfigError } from './error.ts';

export const SETTINGS_FILE = 'settings.json';

/** The variables that decide which data a process works on. */
export const STORED_VARIABLES = [
  'DATABASE_URL',
  'NATS_URL',
  'EVENT_STORE',
  'EVENTSTORE_CONNECTION_STRING',
  'DEPLOYMENT',
] as const;
export type StoredVariable = (typeof STORED_VARIABLES)[number];

export interface StoredSettings {
  readonly variables: Readonly<Partial<Record<StoredVariable, string>>>;
  readonly servers: { readonly postgres: ServerSource; readonly nats: ServerSource };
}

const SOURCES: readonly ServerSource[] = ['configured', 'standard', 'private'];

/** The stored variables set (not empty) in `env`. */
export function storedVariablesOf(
  env: Readonly<Record<string, string | undefined>>,
): Partial<Record<StoredVariable, string>> {
  const variables: Partial<Record<StoredVariable, string>> = {};
  for (const name of STORED_VARIABLES) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') variables[name] = value;
  }
  return variables;
}

/** Replaces the file atomically (written aside, then renamed), readable by its owner only. */
export function writeStoredSettings(dataDir: string, settings: StoredSettings): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SETTINGS_FILE);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const content = { writtenBy: 'npm start', writtenAt: new Date().toISOString(), ...settings };
  fs.writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** The settings `npm start` left in `dataDir`, or undefined when it never ran there. */
export function readStoredSettings(dataDir: string): StoredSettings | undefined {
  const file = path.join(dataDir, SETTINGS_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw unusable(file, (error as Error).message);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw unusable(file, (error as Error).message);
  }
  const content = parsed as Partial<StoredSettings> | null;
  const servers = content?.servers;
  const variables = content?.variables;
  if (
    typeof variables !== 'object' ||
    variables === null ||
    Object.entries(variables).some(
      ([name, value]) => !(STORED_VARIABLES as readonly string[]).includes(name) || typeof value !== 'string',
    ) ||
    !SOURCES.includes(servers?.postgres as ServerSource) ||
    !SOURCES.includes(servers?.nats as ServerSource)
  ) {
    throw unusable(file, 'it is not what npm start writes');
  }
  return { variables, servers: { postgres: servers!.postgres, nats: servers!.nats } };
}

function unusable(file: string, reason: string): ConfigError {
  return new ConfigError(
    'DATA_DIR',
    `${file} cannot be used (${reason}). Delete it (npm start writes it again) or start npm start once.`,
  );
}
