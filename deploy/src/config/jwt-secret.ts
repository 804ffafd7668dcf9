/**
 * The secret signing session tokens when `JWT_SECRET` is unset: generated once into the data
 * folder and read from there afterwards, so every process on that folder signs alike.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './error.ts';
import { MIN_JWT_SECRET_LENGTH } from './variables.ts';

export interface JwtSecret {
  readonly secret: string;
  /** Where it came from: the environment, the data folder, or generated just now. */
  readonly source: 'env' | 'file' | 'generated';
}

/** `fromEnv` has been checked already (`variables.ts`). Creates `file` when neither exists. */
export function jwtSecret(fromEnv: string | undefined, file: string): JwtSecret {
  if (fromEnv !== undefined) return { secret: fromEnv, source: 'env' };
  const existing = readSecretFile(file);
  if (existing !== undefined) return { secret: existing, source: 'file' };

  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // Write aside, then link into place: the file never exists half-written, and when several
  // processes start at once on one data folder, the first link wins and everyone uses its secret.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
    return { secret, source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecretFile(file);
    if (winner === undefined) throw error;
    return { secret: winner, source: 'file' };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(
      'JWT_SECRET',
      `JWT_SECRET is unset and ${file} cannot be read: ${(error as Error).message}`,
    );
  }
  const secret = text.trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      'JWT_SECRET',
      `JWT_SECRET is unset and ${file} holds no usable secret (${secret.length} characters, at least ${MIN_JWT_SECRET_LENGTH} needed). Delete the file to have a new one generated (existing sessions end), or set JWT_SECRET.`,
    );
  }
  return secret;
}
