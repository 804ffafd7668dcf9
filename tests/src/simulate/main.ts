/**
 * `npm run simulate -- --event <id> --token <receiver token> [--players 25] [--hz 10]
 * [--speed 1] [--files …]`: recorded or generated play sent as live devices through the live
 * gateway (issue 18), so the live screen can be watched without hardware. See options.ts for
 * every option; Ctrl-C stops after the requests under way (a second Ctrl-C at once).
 */
import { GatewayError } from './client.ts';
import { parseOptions, USAGE, UsageError } from './options.ts';
import { simulate } from './run.ts';

async function main(): Promise<number> {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`simulate: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const controller = new AbortController();
  process.on('SIGINT', () => {
    if (controller.signal.aborted) process.exit(130);
    console.log('simulate: stopping after the requests under way (Ctrl-C again to quit at once)');
    controller.abort();
  });
  try {
    const report = await simulate(options, { signal: controller.signal });
    if (report.complete) console.log('simulate: every trace was sent and stored');
    return report.aborted || report.complete ? 0 : 1;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(`simulate: ${error.message}`);
    return 1;
  }
}

process.exitCode = await main();
