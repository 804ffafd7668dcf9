/**
 * Operator commands:
 *   npm run rebuild -- <projector>        project the whole store again into shadow tables, swapped in when caught up
 *   npm run parked [-- <projector>]       list events parked by projectors, with their errors
 *   npm run admin -- grant|revoke <email> make a registered user a platform admin (or not)
 *   npm run admin -- sign-out <email>     end every session of a user
 *   npm run admin -- erase <email>        erase an account (README "Personal data")
 */
import { randomUUID } from 'node:crypto';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { allProjections, projectionNamed } from '@stride/projector/projections';
import { listParked, rebuildProjectionOnline } from '@stride/projector/runtime';
import { isDomainError } from '@stride/contracts/errors';
import { exitWhenWritten } from './exit.ts';
import { openPlatform, type Platform } from './platform.ts';

/** Opens the platform on the data of the last `npm start`, saying so when its settings are used. */
async function open(): Promise<Platform> {
  const platform = await openPlatform('cli', { fromDataFolder: true });
  const stored = platform.config.fromDataFolder;
  if (stored !== null) {
    const servers = (['postgres', 'nats'] as const)
      .filter((name) => stored.servers[name] === 'private')
      .map((name) => (name === 'postgres' ? 'its private PostgreSQL' : 'its private NATS'));
    const parts = [...stored.variables, ...servers];
    if (parts.length > 0) console.error(`As the last npm start (${stored.file}): ${parts.join(', ')}.`);
  }
  return platform;
}

/** Returns the exit code. */
async function main(): Promise<number> {
  const [command, name, argument] = process.argv.slice(2);
  const known = allProjections.map((p) => p.name).join(', ');
  if (command === 'admin') return admin(name, argument);
  if (command !== 'rebuild' && command !== 'parked') {
    console.error(
      `usage: cli.ts rebuild <projector> | parked [projector] | admin grant|revoke|sign-out|erase <email>  (projectors: ${known})`,
    );
    return 2;
  }
  if (command === 'rebuild' && (!name || !projectionNamed(name))) {
    console.error(`rebuild needs a projector name: ${known}`);
    return 2;
  }
  const platform = await open();
  try {
    if (command === 'rebuild') {
      const projection = projectionNamed(name!)!;
      const started = performance.now();
      const { events, shadow } = await rebuildProjectionOnline(projection, {
        pool: platform.pool,
        store: platform.store,
        log: platform.log,
        maxAttempts: platform.config.projectorMaxAttempts,
        onProgress: (n) => process.stdout.write(`\r${projection.name}: ${n} events read`),
      });
      const seconds = (performance.now() - started) / 1000;
      const how = shadow ? 'into shadow tables, swapped in' : 'in one transaction';
      console.log(`\n${projection.name}: rebuilt from ${events} events in ${seconds.toFixed(1)} s (${how})`);
    } else {
      const parked = await listParked(platform.pool, name);
      if (parked.length === 0) console.log('No parked events.');
      for (const p of parked) {
        console.log(
          `${p.projector}\t${p.position}\t${p.streamName}\t${p.eventType}\t${p.attempts} tries\t${p.error}`,
        );
      }
    }
  } finally {
    await platform.close();
  }
  return 0;
}

/**
 * The first admin cannot be made through the API (only admins make admins): this is the way.
 * `sign-out` ends every session of a user (as the `revokeUserSessions` mutation does).
 * `erase` is the operator's side of a request to erase an account (README "Personal data").
 */
async function admin(verb: string | undefined, email: string | undefined): Promise<number> {
  if ((verb !== 'grant' && verb !== 'revoke' && verb !== 'sign-out' && verb !== 'erase') || !email) {
    console.error('usage: npm run admin -- grant|revoke|sign-out|erase <email>');
    return 2;
  }
  const platform = await open();
  try {
    const commandId = randomUUID();
    const context = {
      commandId,
      actorId: 'cli',
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date(),
    };
    const accounts = accountCommands(platform.store, postgresCredentialStore(platform.pool));
    if (verb === 'erase') {
      const { userId } = await accounts.erase(email, context).catch((error: unknown) => {
        if (isDomainError(error) && error.code === 'IS_ALREADY_STAFF')
          throw new Error(`${email} is a club's staff: a manager removes them from the club first.`);
        throw error;
      });
      console.log(
        `${email} (${userId}): erased. Its password is deleted, it cannot sign in, and the read models ` +
          'forget its address once the projectors pass the erasure.',
      );
      return 0;
    }
    if (verb === 'sign-out') {
      const userId = await accounts.findUserIdByEmail(email);
      if (userId === null) {
        console.error(`${email}: no account has this address.`);
        return 1;
      }
      await accounts.revokeSessions(userId, context);
      console.log(`${email} (${userId}): every session ended.`);
      return 0;
    }
    const { userId, position } = await accounts.setAdmin(email, verb === 'grant', context);
    const done = position === null ? 'already so' : 'done';
    console.log(`${email} (${userId}): admin ${verb === 'grant' ? 'granted' : 'revoked'} (${done}).`);
  } finally {
    await platform.close();
  }
  return 0;
}

// Exits once the output is written: a listing piped to another program arrives whole, and a
// handle the platform left open cannot keep the command running.
main().then(exitWhenWritten, (error: unknown) => {
  console.error(
    isDomainError(error) ? `Refused: ${error.code}` : error instanceof Error ? error.message : error,
  );
  return exitWhenWritten(1);
});
