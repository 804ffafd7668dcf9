/**
 * `npm run demo [-- --weeks N]`: generates the demo club (demo/generate.ts) into the store of the
 * last `npm start` (or the configured DATABASE_URL), where the running platform's projectors
 * compute its records. Does nothing when the demo club is there already.
 */
import { DEMO_CLUB_NAME } from '@stride/contracts/demo';
import { isDomainError } from '@stride/contracts/errors';
import { demoCommands } from './demo/commands.ts';
import { demoExists, generateDemo } from './demo/generate.ts';
import { exitWhenWritten } from './exit.ts';
import { openPlatform } from './platform.ts';

function weeksOption(args: readonly string[]): number | null {
  const at = args.indexOf('--weeks');
  if (at === -1) return 10;
  const weeks = Number(args[at + 1]);
  return Number.isInteger(weeks) && weeks >= 1 && weeks <= 52 ? weeks : null;
}

async function main(): Promise<number> {
  const weeks = weeksOption(process.argv.slice(2));
  if (weeks === null) {
    console.error('usage: npm run demo [-- --weeks <1 to 52>]');
    return 2;
  }
  const platform = await openPlatform('cli', { fromDataFolder: true });
  try {
    const now = new Date();
    if (await demoExists(platform.store, now, weeks)) {
      console.log(`${DEMO_CLUB_NAME} exists already: turn on Demo in the side drawer to see it.`);
      return 0;
    }
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    const summary = await generateDemo(demoCommands(platform.store, platform.pool), {
      now,
      weeks,
      progress: (line) => console.log(`[${seconds()} s] ${line}`),
    });
    console.log(
      `${DEMO_CLUB_NAME}: ${summary.events} events (${summary.uploaded} uploaded now, ` +
        `${(summary.samples / 1e6).toFixed(1)} M samples) in ${seconds()} s. The running platform ` +
        'computes their records in the next minute or so; turn on Demo in the side drawer to see them.',
    );
  } finally {
    await platform.close();
  }
  return 0;
}

main().then(exitWhenWritten, (error: unknown) => {
  console.error(
    isDomainError(error) ? `Refused: ${error.code}` : error instanceof Error ? error.message : error,
  );
  return exitWhenWritten(1);
});
