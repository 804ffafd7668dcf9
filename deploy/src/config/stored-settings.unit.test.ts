import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { SETTINGS_FILE, storedVariablesOf, writeStoredSettings } from './stored-settings.ts';

let cwd: string;
beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-settings-'));
});
afterEach(() => {
  fs.rmSync(cwd, { recursive: true, force: true });
});

const DB = 'postgres://stride:pw@db.example:5432/club';
/** What `npm start` (the supervisor) writes, from the environment it was started with. */
const npmStart = (env: Record<string, string>, dataDir = path.join(cwd, '.data')): void =>
  writeStoredSettings(dataDir, {
    variables: storedVariablesOf(env),
    servers: { postgres: env['DATABASE_URL'] ? 'configured' : 'private', nats: 'standard' },
  });
const operator = (env: Record<string, string> = {}) => loadConfig(env, { cwd, fromDataFolder: true });

describe("the data folder's settings (what the last npm start used)", () => {
  it('keep only the variables that choose the data, owner-readable', () => {
    npmStart({
      DATABASE_URL: DB,
      DEPLOYMENT: 'club',
      PORT: '4100',
      JWT_SECRET: 'x'.repeat(40),
      NATS_URL: ' ',
    });
    const file = path.join(cwd, '.data', SETTINGS_FILE);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(stored['variables']).toEqual({ DATABASE_URL: DB, DEPLOYMENT: 'club' });
    expect(stored['servers']).toEqual({ postgres: 'configured', nats: 'standard' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('give an operator command the variables its environment does not set', () => {
    npmStart({ DATABASE_URL: DB, DEPLOYMENT: 'club' });
    const config = operator();
    expect(config.databaseUrl).toBe(DB);
    expect(config.deployment).toBe('club');
    expect(config.fromDataFolder).toEqual({
      file: path.join(cwd, '.data', SETTINGS_FILE),
      variables: ['DATABASE_URL', 'DEPLOYMENT'],
      servers: { postgres: 'configured', nats: 'standard' },
    });
  });

  it("yield to the command's own environment, variable by variable", () => {
    npmStart({ DATABASE_URL: DB, DEPLOYMENT: 'club' });
    const config = operator({ DEPLOYMENT: 'other' });
    expect(config.deployment).toBe('other');
    expect(config.databaseUrl).toBe(DB);
    expect(config.fromDataFolder?.variables).toEqual(['DATABASE_URL']);
  });

  it('are read from the DATA_DIR the command is given', () => {
    const elsewhere = path.join(cwd, 'srv');
    npmStart({ DEPLOYMENT: 'srv' }, elsewhere);
    expect(operator().fromDataFolder).toBeNull();
    expect(operator({ DATA_DIR: 'srv' }).deployment).toBe('srv');
  });

  it('are ignored by npm start itself, and absent until it ran', () => {
    expect(operator().fromDataFolder).toBeNull();
    npmStart({ DEPLOYMENT: 'club' });
    expect(loadConfig({}, { cwd }).deployment).toBe('stride');
  });

  it('that are damaged stop the command with a message naming the file', () => {
    fs.mkdirSync(path.join(cwd, '.data'));
    const file = path.join(cwd, '.data', SETTINGS_FILE);
    for (const content of [
      '{',
      '{"variables":{"PORT":"1"},"servers":{"postgres":"private","nats":"private"}}',
    ]) {
      fs.writeFileSync(file, content);
      expect(() => operator()).toThrow(ConfigError);
      expect(() => operator()).toThrow(file);
    }
  });
});
